# SPDX-License-Identifier: GPL-3.0-or-later
# Runs PROGRAM with ARGUMENTS (a ;-list) and passes only if it exits with code 1 and prints
# MESSAGE on stderr: a refusal, not a crash (a signal) and not a silent failure. With QUIET,
# standard output must stay empty too.
set(arguments ${ARGUMENTS})
execute_process(COMMAND ${PROGRAM} ${arguments}
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE error TIMEOUT 20)
if(NOT result STREQUAL "1")
    message(FATAL_ERROR "expected exit code 1, got '${result}'\nstdout: ${output}\nstderr: ${error}")
endif()
string(FIND "${error}" "${MESSAGE}" found)
if(found EQUAL -1)
    message(FATAL_ERROR "stderr lacks '${MESSAGE}':\n${error}")
endif()
if(QUIET AND NOT output STREQUAL "")
    message(FATAL_ERROR "expected nothing on stdout, got:\n${output}")
endif()
