# SPDX-License-Identifier: GPL-3.0-or-later
# Fails, naming what is missing, unless the manual page PAGE mentions every command (for
# hasami-cli) and every option that PROGRAM's --help lists, and every command's own options.
# The page is read as its text: roff's escapes (\- for a dash) are taken out first.
file(READ ${PAGE} page)
string(REPLACE "\\-" "-" page "${page}")
string(REPLACE "\\fB" "" page "${page}")
string(REPLACE "\\fR" "" page "${page}")
string(REPLACE "\\fI" "" page "${page}")

function(help_of out)
    execute_process(COMMAND ${PROGRAM} ${ARGN} --help OUTPUT_VARIABLE text ERROR_VARIABLE text
                    RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${PROGRAM} ${ARGN} --help failed: ${text}")
    endif()
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

set(missing "")
function(expect word where)
    string(FIND "${page}" "${word}" at)
    if(at EQUAL -1)
        set(missing "${missing}  ${word} (${where})\n" PARENT_SCOPE)
    endif()
endfunction()

function(expect_options help where)
    string(REGEX MATCHALL "--[a-z][a-z-]*" options "${help}")
    list(REMOVE_DUPLICATES options)
    foreach(option IN LISTS options)
        expect("${option}" "${where}")
    endforeach()
    set(missing "${missing}" PARENT_SCOPE)
endfunction()

help_of(top)
expect_options("${top}" "--help")
if(top MATCHES "Commands:\n(.*)\n\n")
    string(REGEX MATCHALL "\n  [a-z]+ " lines "\n${CMAKE_MATCH_1}")
    foreach(line IN LISTS lines)
        string(STRIP "${line}" command)
        # A command is an entry of its own: a bold word starting a line of the page.
        if(NOT page MATCHES "\n\\.B[IR]? \"?${command}[ \"\n]")
            set(missing "${missing}  ${command} (a command of its own)\n")
        endif()
        help_of(help ${command})
        expect_options("${help}" "${command} --help")
    endforeach()
endif()
if(missing)
    message(FATAL_ERROR "${PAGE} does not mention:\n${missing}")
endif()
message(STATUS "${PAGE} mentions every command and option of ${PROGRAM} --help")
