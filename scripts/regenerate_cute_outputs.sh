#!/usr/bin/env bash
# Recompiles real CuTe for every generated case of the differential harnesses and rewrites what CuTe
# printed in tests/core/cute_outputs/*.jsonl (then commit those files). Needed after a change to a
# harness's generator, to what the atom cases or the C++ exporter emit, or to the CUTLASS version;
# the default test run says which. Takes about 8 minutes on 2 cores for all of them (catalogue alone: about 6, one
# compile at a time).
#
# Usage: scripts/regenerate_cute_outputs.sh [HARNESS ...]   HARNESS: eval atoms algebra layout export_compile cute_unit tensor partition_export
#        cpp_import_tutorials cpp_import_kernels gmma tma umma catalogue
#        lessons (none: all of them; `lessons` after a change to resources/lessons/). Uses the same set-up and
#        build as ./test.sh. cpp_import_kernels needs the kernel corpus restored (scripts/restore_kernel_corpus.sh);
#        without it that test is skipped and its data left as it is.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

declare -A test_of=([eval]=core_eval_differential [atoms]=core_atoms_differential
                    [algebra]=core_algebra_differential [layout]=core_layout_differential
                    [export_compile]=core_export_compile [cute_unit]=core_cute_unit_differential
                    [lessons]=core_lessons_cute [tensor]=core_tensor_differential
                    [partition_export]=core_partition_export [cpp_import_tutorials]=core_cpp_import_tutorials
                    [cpp_import_kernels]=core_cpp_import_kernels [gmma]=core_gmma_differential [tma]=core_tma_differential [umma]=core_umma_differential
                    [catalogue]=core_atoms_catalogue)
harnesses=("$@")
((${#harnesses[@]})) || harnesses=(eval atoms algebra layout export_compile cute_unit lessons tensor partition_export cpp_import_tutorials cpp_import_kernels gmma tma umma catalogue)
tests=()
for h in "${harnesses[@]}"; do
  [[ -n ${test_of[$h]:-} ]] || { echo "unknown harness '$h' (eval atoms algebra layout export_compile cute_unit lessons tensor partition_export cpp_import_tutorials cpp_import_kernels gmma tma umma catalogue)" >&2; exit 2; }
  tests+=("${test_of[$h]}_live")
done
regex="^($(IFS='|'; echo "${tests[*]}"))\$"

cd "$BUILD_DIR"
if ! ctest -N -R "$regex" | grep -q "Total Tests: ${#tests[@]}"; then
  echo "the live differential tests are not registered: CuTe's headers were not found at configure time" >&2
  exit 1
fi
# ctest's status is the comparison's: the data is written even where LayoutLab disagrees with CuTe.
LAYOUTLAB_REGENERATE_CUTE_OUTPUTS=1 ctest --output-on-failure -R "$regex" -j "${LAYOUTLAB_JOBS:-$(nproc)}" || status=$?
git -C "$ROOT" status --short tests/core/cute_outputs
exit "${status:-0}"
