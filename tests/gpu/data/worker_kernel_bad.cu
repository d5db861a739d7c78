// Does not compile: the worker must fail and say why on stderr.
extern "C" __global__ void layoutlab_worker_test(float* out) { out[threadIdx.x] = undeclared_name; }
