# Fails when a catalog (resources/translations/*.ts) is not what `cmake --build build --target
# update_translations` would make of today's sources: a tr() text added, changed or removed since.
# Runs the same lupdate, with the same project file and options, on copies of the catalogs.
#   -DLUPDATE= -DLUPDATE_OPTIONS= -DPROJECT_CMAKE= -DGENERATE_PROJECT= -DTS_FILES= -DWORK_DIR=
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
execute_process(COMMAND "${CMAKE_COMMAND}" -DIN_FILE=${PROJECT_CMAKE} -DOUT_FILE=${WORK_DIR}/project.json
                        -P "${GENERATE_PROJECT}"
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cannot write the lupdate project file from ${PROJECT_CMAKE}")
endif()
set(stale "")
foreach(ts ${TS_FILES})
  get_filename_component(name "${ts}" NAME)
  file(COPY_FILE "${ts}" "${WORK_DIR}/${name}")
  execute_process(COMMAND "${LUPDATE}" -project "${WORK_DIR}/project.json" ${LUPDATE_OPTIONS} -ts "${WORK_DIR}/${name}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed on ${name}:\n${out}")
  endif()
  file(READ "${ts}" before)
  file(READ "${WORK_DIR}/${name}" after)
  if(NOT before STREQUAL after)
    list(APPEND stale "${name}")
    message("${name}: lupdate changes it:\n${out}")
  endif()
endforeach()
if(stale)
  message(FATAL_ERROR "Translation catalogs out of date: ${stale}. Run `cmake --build build --target update_translations` "
                      "and commit the catalogs (translators work from them).")
endif()
message("translation catalogs current: ${TS_FILES}")
