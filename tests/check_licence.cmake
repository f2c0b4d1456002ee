# SPDX-License-Identifier: GPL-3.0-or-later
# Fails, naming the files, if a source file of the tree (C++, CMake, shell) does not say its
# licence in an SPDX line among its first three lines.
include(${CMAKE_CURRENT_LIST_DIR}/source_files.cmake)
file(GLOB_RECURSE build_files RELATIVE ${SOURCE_DIR}
    ${SOURCE_DIR}/*CMakeLists.txt ${SOURCE_DIR}/*.cmake ${SOURCE_DIR}/*.sh)
set(sources ${cpp_sources} ${build_files})
list(APPEND sources .ci/run)
set(missing "")
foreach(source IN LISTS sources)
    if(source MATCHES "^build")
        continue()
    endif()
    file(STRINGS ${SOURCE_DIR}/${source} head LIMIT_COUNT 3)
    if(NOT head MATCHES "SPDX-License-Identifier: GPL-3.0-or-later")
        string(APPEND missing "  ${source}\n")
    endif()
endforeach()
list(LENGTH sources count)
if(missing)
    message(FATAL_ERROR "no SPDX-License-Identifier: GPL-3.0-or-later line at the top of:\n${missing}")
endif()
message(STATUS "${count} source files say their licence")
