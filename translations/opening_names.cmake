# SPDX-License-Identifier: GPL-3.0-or-later
# The opening names are engine data (engine/data/openings.txt); the window shows them
# translated. This writes them as QT_TRANSLATE_NOOP entries (context "OpeningName") into a
# file that lupdate reads with the interface's sources, so that each name has its entry in the
# .ts files. Run at configure time; a change of the data file configures again.
function(hasami_write_opening_names data output)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${data})
    file(STRINGS ${data} lines ENCODING UTF-8)
    set(text "// Generated from engine/data/openings.txt by translations/opening_names.cmake.\n")
    string(APPEND text "// The opening names, for lupdate alone: nothing compiles this file.\n")
    string(APPEND text "static const char* const kOpeningNames[] = {\n")
    foreach(line IN LISTS lines)
        if(line MATCHES "^#" OR NOT line MATCHES "\t")
            continue()
        endif()
        string(REGEX REPLACE "^[^\t]*\t" "" name "${line}")
        string(REPLACE "\\" "\\\\" name "${name}")
        string(REPLACE "\"" "\\\"" name "${name}")
        string(APPEND text "    QT_TRANSLATE_NOOP(\"OpeningName\", \"${name}\"),\n")
    endforeach()
    string(APPEND text "};\n")
    file(CONFIGURE OUTPUT ${output} CONTENT "${text}" @ONLY)
endfunction()
