# SPDX-License-Identifier: GPL-3.0-or-later
# The C++ sources of the tree, relative to SOURCE_DIR, in `cpp_sources`: what the format and
# licence checks read.
file(GLOB_RECURSE cpp_sources RELATIVE ${SOURCE_DIR}
    ${SOURCE_DIR}/engine/*.cpp ${SOURCE_DIR}/engine/*.h
    ${SOURCE_DIR}/protocols/*.cpp ${SOURCE_DIR}/protocols/*.h
    ${SOURCE_DIR}/session/*.cpp ${SOURCE_DIR}/session/*.h
    ${SOURCE_DIR}/ui/*.cpp ${SOURCE_DIR}/ui/*.h
    ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h
    ${SOURCE_DIR}/tools/*.cpp ${SOURCE_DIR}/tools/*.h
    ${SOURCE_DIR}/tests/*.cpp ${SOURCE_DIR}/tests/*.h)
