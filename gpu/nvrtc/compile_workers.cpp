#include "gpu/nvrtc/compile_workers.hpp"

#include <signal.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

extern char** environ;

namespace ll::gpu {
namespace {

constexpr const char* kWorkerFlag = "--nvrtc-compile-worker";

std::string& self_worker() {
  static std::string exe;
  return exe;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// One worker: `exe --nvrtc-compile-worker SOURCE ARCH NAME`, its stderr into a file; waits, polling `cancel`.
WorkerCompile run_worker(const std::string& exe, const CudaCompileRequest& request, const std::filesystem::path& folder,
                         std::size_t index, const std::atomic<bool>* cancel) {
  WorkerCompile out;
  const auto t0 = std::chrono::steady_clock::now();
  const std::string source = (folder / (std::to_string(index) + ".cu")).string();
  const std::string log = (folder / (std::to_string(index) + ".log")).string();
  {
    std::ofstream file(source, std::ios::binary);
    file << request.source;
    if (!file.flush()) {
      out.error = "could not write the kernel source to " + source;
      return out;
    }
  }
  std::vector<std::string> args{exe, kWorkerFlag, source, request.arch, request.program_name};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  // The worker gets default signal handling and an empty mask, so that Cancel's SIGTERM always ends it.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t none, term;
  sigemptyset(&none);
  sigemptyset(&term);
  sigaddset(&term, SIGTERM);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setsigdefault(&attributes, &term);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  pid_t pid = 0;
  const int rc = posix_spawn(&pid, exe.c_str(), &actions, &attributes, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (rc != 0) {
    out.error = "could not start the compile worker " + exe + ": " + std::strerror(rc);
    return out;
  }
  int status = 0;
  for (;;) {
    const pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (done < 0 && errno != EINTR) {
      out.error = std::string("waiting for the compile worker: ") + std::strerror(errno);
      return out;
    }
    if (cancel && cancel->load()) {
      kill(pid, SIGTERM);
      waitpid(pid, &status, 0);
      out.error = "cancelled";
      return out;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  out.compile_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    out.error = read_text(log);
    if (out.error.empty()) out.error = "the compile worker failed (status " + std::to_string(status) + ")";
  } else if (std::error_code ec; !std::filesystem::exists(cache_entry(request).cache_path, ec)) {
    out.error = "the compile worker " + exe + " left no cubin in the cache " + cubin_cache_dir();
  }
  return out;
}

}  // namespace

int run_compile_worker_if_asked(int argc, char** argv) {
  if (argc >= 5 && std::strcmp(argv[1], kWorkerFlag) == 0) {
    CudaCompileRequest request;
    request.source = read_text(argv[2]);
    request.arch = argv[3];
    request.program_name = argv[4];
    if (request.source.empty()) {
      std::fprintf(stderr, "--nvrtc-compile-worker: no kernel source in %s", argv[2]);
      return 1;
    }
    auto compiled = compile_cuda(request);
    if (!compiled) {
      std::fprintf(stderr, "%s", compiled.error().c_str());
      return 1;
    }
    return 0;
  }
  char path[4096];
  const ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
  if (n > 0) self_worker().assign(path, static_cast<std::size_t>(n));
  return -1;
}

std::string compile_worker_executable() {
  if (const char* v = std::getenv("LAYOUTLAB_COMPILE_WORKER"); v && *v) return std::strcmp(v, "threads") == 0 ? "" : v;
  return self_worker();
}

std::vector<WorkerCompile> compile_in_workers(const std::vector<CudaCompileRequest>& requests, int jobs,
                                              const std::atomic<bool>* cancel,
                                              const std::function<void(std::size_t, const WorkerCompile&)>& done) {
  std::vector<WorkerCompile> out(requests.size());
  const std::string exe = compile_worker_executable();
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path folder = fs::temp_directory_path(ec) / ("layoutlab-compile-" + std::to_string(getpid()) + "-" +
                                                         std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
  if (!exe.empty()) fs::create_directories(folder, ec);
  std::atomic<std::size_t> next{0};
  std::vector<std::error_code> lookup_errors(requests.size());  // a cache lookup that fails counts as a miss
  auto ec_exists = [&](std::size_t i) -> std::error_code& { return lookup_errors[i]; };
  auto worker = [&]() {
    for (std::size_t i = next++; i < requests.size(); i = next++) {
      WorkerCompile& w = out[i];
      if (cancel && cancel->load()) {
        w.error = "cancelled";
      } else if (const auto t0 = std::chrono::steady_clock::now(); fs::exists(cache_entry(requests[i]).cache_path, ec_exists(i))) {
        w.cache_hit = true;
        w.compile_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      } else if (exe.empty()) {  // no worker binary: compile here
        auto compiled = compile_cuda(requests[i], cancel);
        if (compiled) w.compile_ms = compiled->compile_ms;
        else w.error = compiled.error();
      } else {
        w = run_worker(exe, requests[i], folder, i, cancel);
        if (w.error.rfind("could not start the compile worker", 0) == 0) {  // e.g. the binary was replaced: compile here
          auto compiled = compile_cuda(requests[i], cancel);
          w.error = compiled ? "" : compiled.error();
          if (compiled) w.compile_ms = compiled->compile_ms;
        }
      }
      if (done) done(i, w);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < std::max(1, std::min<int>(jobs, static_cast<int>(requests.size()))); ++t) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  if (!exe.empty()) fs::remove_all(folder, ec);
  return out;
}

}  // namespace ll::gpu
