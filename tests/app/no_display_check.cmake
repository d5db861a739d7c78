# Without a display (no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM), layoutlab must not abort as Qt does:
# --help and the scripted outputs (--export, --screenshot) run offscreen, an interactive start says why it
# cannot open its window and exits 1.
set(no_display ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=QT_QPA_PLATFORM)

execute_process(COMMAND ${no_display} ${GUI} --help RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 0 OR NOT out MATCHES "Usage: ")
  message(FATAL_ERROR "layoutlab --help without a display: exit ${rc}\n${out}\n${err}")
endif()

execute_process(COMMAND ${no_display} ${GUI} --layout "(4,8):(8,1)" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 1 OR NOT err MATCHES "no display")
  message(FATAL_ERROR "layoutlab without a display should exit 1 naming the missing display: exit ${rc}\n${out}\n${err}")
endif()

# --export alone is a scripted run too: it writes the file and exits.
file(REMOVE ${OUT})
execute_process(COMMAND ${no_display} ${GUI} --layout "(4,8):(8,1)" --export ${OUT} RESULT_VARIABLE rc ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 0 OR NOT EXISTS ${OUT})
  message(FATAL_ERROR "layoutlab --export without a display: exit ${rc}, file written: ${OUT}\n${err}")
endif()
file(READ ${OUT} svg)
if(NOT svg MATCHES "<svg")
  message(FATAL_ERROR "${OUT} is not an SVG")
endif()
