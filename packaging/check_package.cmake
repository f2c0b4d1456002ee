# Builds the .deb from a build tree into WORK and checks that it holds the programs, the
# desktop entry, the metainfo and the icon, with dependencies found by shlibdeps.
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
        ./usr/bin/hasami
        ./usr/bin/hasami-cli
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
file(REMOVE_RECURSE "${WORK}")
