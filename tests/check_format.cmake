# Fails, naming the files, if any C++ source of the tree differs from what clang-format makes
# of it under the repository's .clang-format.
file(GLOB_RECURSE sources RELATIVE ${SOURCE_DIR}
    ${SOURCE_DIR}/engine/*.cpp ${SOURCE_DIR}/engine/*.h
    ${SOURCE_DIR}/ui/*.cpp ${SOURCE_DIR}/ui/*.h
    ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h
    ${SOURCE_DIR}/tools/*.cpp ${SOURCE_DIR}/tools/*.h
    ${SOURCE_DIR}/tests/*.cpp ${SOURCE_DIR}/tests/*.h)
execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${sources}
    WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE result ERROR_VARIABLE problems)
list(LENGTH sources count)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "not formatted as .clang-format says (run clang-format -i):\n${problems}")
endif()
message(STATUS "${count} files formatted as .clang-format says")
