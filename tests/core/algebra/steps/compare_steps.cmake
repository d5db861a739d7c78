# Runs `CLI steps -` on CORPUS and fails unless the output equals EXPECTED byte for byte (the English of every
# recorded step). Usage: cmake -DCLI=... -DCORPUS=... -DEXPECTED=... -DOUT=... -P compare_steps.cmake
execute_process(COMMAND ${CLI} steps - INPUT_FILE ${CORPUS} OUTPUT_FILE ${OUT} RESULT_VARIABLE rc)
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT} ${EXPECTED} RESULT_VARIABLE differ)
if(differ)
  execute_process(COMMAND diff -u ${EXPECTED} ${OUT})
  message(FATAL_ERROR "layoutlab-cli steps: the output differs from ${EXPECTED} (got ${OUT})")
endif()
message(STATUS "steps text identical to ${EXPECTED} (cli exit status ${rc}: lines that are errors count)")
