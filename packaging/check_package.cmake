# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the .deb from a build tree into WORK and checks that it holds the programs (in
# /usr/games), the desktop entry, the metainfo and its screenshots, the icon, the manual pages,
# the copyright and the changelog, with dependencies found by shlibdeps; then, if LINTIAN names
# lintian, that lintian finds no error and no warning in it.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND "${CPACK}" -G DEB --config "${CONFIG}" -B "${WORK}"
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE error)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cpack failed (${result}):\n${output}\n${error}")
endif()
file(GLOB packages "${WORK}/*.deb")
list(LENGTH packages count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "expected one .deb in ${WORK}, found: ${packages}")
endif()
execute_process(COMMAND dpkg -c ${packages} OUTPUT_VARIABLE contents RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "dpkg -c failed on ${packages}")
endif()
foreach(expected
        ./usr/games/hasami
        ./usr/games/hasami-cli
        ./usr/share/man/man6/hasami.6.gz
        ./usr/share/man/man6/hasami-cli.6.gz
        ./usr/share/doc/hasami/copyright
        ./usr/share/doc/hasami/changelog.gz
        ./usr/share/hasami/screenshots/game.png
        ./usr/share/applications/org.hasami.Hasami.desktop
        ./usr/share/metainfo/org.hasami.Hasami.metainfo.xml
        ./usr/share/icons/hicolor/scalable/apps/org.hasami.Hasami.svg)
    string(FIND "${contents}" "${expected}\n" found)
    if(found EQUAL -1)
        message(FATAL_ERROR "${expected} is not in the package:\n${contents}")
    endif()
endforeach()
execute_process(COMMAND dpkg-deb -f ${packages} Depends OUTPUT_VARIABLE depends)
foreach(expected libqt6widgets6 libstdc++6 qt6-qpa-plugins)
    string(FIND "${depends}" "${expected}" found)
    if(found EQUAL -1)
        message(FATAL_ERROR "the package does not depend on ${expected}: ${depends}")
    endif()
endforeach()
message(STATUS "${packages}: ${depends}")
if(LINTIAN)
    # --fail-on error,warning: the exit code says whether lintian found any of them.
    execute_process(COMMAND ${LINTIAN} --fail-on error,warning --tag-display-limit 0 ${packages}
        RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE error)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "lintian finds errors or warnings in ${packages}:\n${output}${error}")
    endif()
    message(STATUS "lintian: no error, no warning\n${output}")
endif()
file(REMOVE_RECURSE "${WORK}")
