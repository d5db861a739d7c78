#!/usr/bin/env bash
# The designer's Run on GPU, on the GPU machine. That machine has no Qt and no network, so `pack` (here, after a build
# with the GPU module) puts into .devpack/ (git-ignored): the GUI and its device test (stripped), the shared libraries
# they load (ldd's closure, less the C library, the C++ runtime and the loader, which the device has in newer
# versions), Qt's offscreen platform plugin, one font with its fontconfig file, and CuTe's headers, as two tar.xz files.
# `run` (on the GPU machine, after copying the tree with .devpack/ there) unpacks them and, with the offscreen platform:
#   - runs app_test_gpu_run_device for an sm80 and an sm90 design (Run on GPU pressed in the real designer; the
#     overlay checked against the run's own results file; a second tile fills the sweep map),
#   - takes designer screenshots after real runs into $OUT (SHOTS=tune: after Tune instead; DESIGNS=sm90: one design).
# Usage: gpu/tools/gui_for_device.sh pack        (here)
#        bash gpu/tools/gui_for_device.sh run   (on the GPU machine, in the copied tree)
set -euo pipefail
mode=${1:-pack}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
PACK=$ROOT/.devpack

if [ "$mode" = pack ]; then
  BUILD=${BUILD_DIR:-$ROOT/build}
  STAGE=$PACK/stage
  rm -rf "$PACK" && mkdir -p "$STAGE/bin" "$STAGE/lib" "$STAGE/plugins/platforms" "$STAGE/fonts"
  for b in layoutlab app_test_gpu_run_device; do strip -o "$STAGE/bin/$b" "$BUILD/bin/$b"; done
  PLUGINS=$(qtpaths6 --query QT_INSTALL_PLUGINS 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/qt6/plugins)
  cp "$PLUGINS/platforms/libqoffscreen.so" "$STAGE/plugins/platforms/"
  { ldd "$STAGE"/bin/*; ldd "$STAGE"/plugins/platforms/*.so; } | awk '/=> \//{print $3}' | sort -u |
    grep -vE '/(libc|libm|libpthread|libdl|librt|libstdc\+\+|libgcc_s|ld-linux-x86-64)\.so' |
    while read -r lib; do cp -L "$lib" "$STAGE/lib/"; done
  cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf "$STAGE/fonts/"
  cat > "$STAGE/fonts/fonts.conf" <<'EOF'
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir prefix="relative">.</dir><cachedir>/tmp/layoutlab-fontconfig</cachedir></fontconfig>
EOF
  tar -C "$STAGE" -cJf "$PACK/gui.tar.xz" .
  tar -C "$ROOT/.deps" -cJf "$PACK/cutlass.tar.xz" cutlass/include
  rm -rf "$STAGE"
  du -sh "$PACK"/*
  exit 0
fi

# run: on the device machine
OUT=${OUT:-/tmp/layoutlab-out}
G=/tmp/layoutlab-gui
rm -rf "$G" && mkdir -p "$G" "$OUT"
tar -C "$G" -xJf "$PACK/gui.tar.xz"
tar -C "$G" -xJf "$PACK/cutlass.tar.xz"
export QTEST_FUNCTION_TIMEOUT=1200000  # a cold Tune of sm80 candidates takes minutes
export LD_LIBRARY_PATH=$G/lib QT_PLUGIN_PATH=$G/plugins QT_QPA_PLATFORM=offscreen FONTCONFIG_FILE=$G/fonts/fonts.conf
export LAYOUTLAB_CUTLASS_DIR=$G/cutlass LAYOUTLAB_CUBIN_CACHE=/tmp/layoutlab-cubins
export LAYOUTLAB_COMPILE_WORKER=$G/bin/layoutlab  # the test binary's Tune compiles in GUI worker processes, as the GUI's
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv | tee "$OUT/gpu_facts.txt"
status=0
for design in ${DESIGNS-sm80 sm90}; do  # DESIGNS=sm90: one design only; DESIGNS= none
  t0=$(date +%s)
  LAYOUTLAB_GPU_DESIGN=$design "$G/bin/app_test_gpu_run_device" > "$OUT/test_$design.log" 2>&1 || status=1
  echo "app_test_gpu_run_device ($design) in $(( $(date +%s) - t0 )) s:"
  grep -E "^(PASS|FAIL|QINFO|Totals)|Loc:" "$OUT/test_$design.log" | grep -v "initTestCase\|cleanupTestCase"
done
shot() {  # NAME, then the designer's options
  local name=$1
  shift
  t0=$(date +%s)
  "$G/bin/layoutlab" --mode designer "$@" --size 1600x1000 --screenshot "$OUT/$name.png" > "$OUT/$name.log" 2>&1 || status=1
  echo "$name in $(( $(date +%s) - t0 )) s"
}
if [ "${SHOTS:-run}" = tune ]; then  # SHOTS=tune: the designer after Tune (the map of every candidate)
  shot designer-gpu-tune-sm90 --designer "SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>" --thr 2,1,1 --perm none \
    --cta-tile 128x256x64 --gpu-mainloop sm90 --gpu-size 4096 --gpu-tune
  exit $status
fi
shot designer-gpu-run-sm90 --designer "SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>" --thr 2,1,1 --perm none --cta-tile 128x256x64 \
  --gpu-mainloop sm90 --gpu-size 8192 --gpu-run
shot designer-gpu-run-sm80 --designer SM80_16x8x16_F32F16F16F32_TN --thr 2,2,1 --perm 32x32x16 --cta-tile 128x128x32 \
  --gpu-mainloop sm80 --gpu-size 4096 --gpu-run --thread 5
exit $status
