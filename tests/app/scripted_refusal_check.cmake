# layoutlab --layout "(4,2):(1,2,3)" --screenshot OUT: exit status 2, the layout and the parser's reason on
# stderr, no file written.
file(REMOVE ${OUT})
execute_process(COMMAND ${GUI} --layout "(4,2):(1,2,3)" --screenshot ${OUT}
                RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_VARIABLE out)
if(NOT rc EQUAL 2)
  message(FATAL_ERROR "expected exit status 2, got ${rc}: ${err}")
endif()
if(NOT err MATCHES "--layout \\(4,2\\):\\(1,2,3\\): ")
  message(FATAL_ERROR "the message does not name the layout: ${err}")
endif()
if(EXISTS ${OUT})
  message(FATAL_ERROR "a refused run wrote ${OUT}")
endif()
