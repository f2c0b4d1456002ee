# SPDX-License-Identifier: GPL-3.0-or-later
# Fails, naming the files, if any C++ source of the tree differs from what clang-format makes
# of it under the repository's .clang-format.
include(${CMAKE_CURRENT_LIST_DIR}/source_files.cmake)
set(sources ${cpp_sources})
execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${sources}
    WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE result ERROR_VARIABLE problems)
list(LENGTH sources count)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "not formatted as .clang-format says (run clang-format -i):\n${problems}")
endif()
message(STATUS "${count} files formatted as .clang-format says")
