// layoutlab-cli bench: statements/s of parse+eval+print on a mixed corpus, and in the same run the same
// operations in pycute (the Python reference shipped with CUTLASS), with the speed ratio per operation.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/cli/command.hpp"
#include "core/expr/eval.hpp"

namespace ll::cli {
namespace {

struct BenchCase {
  const char* op;
  const char* statement;  // eval statement
  const char* pycute;     // the same in pycute (str() of it is timed), or nullptr where pycute has none
};

// Layouts of at most 1024 elements, static and dynamic, over the operations of the algebra.
const BenchCase kCorpus[] = {
    {"literal", "(_4,(_2,_3)):(_1,(_4,_8))", "Layout((4,(2,3)),(1,(4,8)))"},
    {"size", "size((_32,_32):(_1,_32))", "size(Layout((32,32),(1,32)))"},
    {"cosize", "cosize((_4,(_2,_3)):(_1,(_4,_8)))", "cosize(Layout((4,(2,3)),(1,(4,8))))"},
    {"coalesce", "coalesce((_2,(_1,_6)):(_1,(_6,_2)))", "coalesce(Layout((2,(1,6)),(1,(6,2))))"},
    {"coalesce", "coalesce((2,(4,8)):(1,(2,8)))", "coalesce(Layout((2,(4,8)),(1,(2,8))))"},
    {"filter", "filter((_4,_2,_8):(_1,_0,_4))", "filter(Layout((4,2,8),(1,0,4)))"},
    {"composition", "composition((_6,_2):(_8,_2), (_4,_3):(_3,_1))", "composition(Layout((6,2),(8,2)), Layout((4,3),(3,1)))"},
    {"composition", "composition((10,2):(16,4), (5,4):(1,5))", "composition(Layout((10,2),(16,4)), Layout((5,4),(1,5)))"},
    {"composition", "composition((12,(4,8)):(59,(13,1)), <_3:_4,_8:_2>)",
     "composition(Layout((12,(4,8)),(59,(13,1))), (Layout(3,4),Layout(8,2)))"},
    {"complement", "complement((_2,_2):(_1,_6), _24)", "complement(Layout((2,2),(1,6)), 24)"},
    {"complement", "complement((_4,_8):(_32,_1), _1024)", "complement(Layout((4,8),(32,1)), 1024)"},
    {"right_inverse", "right_inverse((_4,_8):(_8,_1))", "right_inverse(Layout((4,8),(8,1)))"},
    {"left_inverse", "left_inverse((_4,_8):(_8,_1))", "left_inverse(Layout((4,8),(8,1)))"},
    {"logical_divide", "logical_divide((_9,(_4,_8)):(_59,(_13,_1)), <_3:_3,(_2,_4):(_1,_8)>)",
     "logical_divide(Layout((9,(4,8)),(59,(13,1))), (Layout(3,3),Layout((2,4),(1,8))))"},
    {"logical_divide", "logical_divide((_32,_32):(_1,_32), <_8:_1,_8:_1>)",
     "logical_divide(Layout((32,32),(1,32)), (Layout(8,1),Layout(8,1)))"},
    {"zipped_divide", "zipped_divide((_9,(_4,_8)):(_59,(_13,_1)), <_3:_3,(_2,_4):(_1,_8)>)",
     "zipped_divide(Layout((9,(4,8)),(59,(13,1))), (Layout(3,3),Layout((2,4),(1,8))))"},
    {"tiled_divide", "tiled_divide((_32,_32):(_1,_32), <_8:_1,_8:_1>)",
     "tiled_divide(Layout((32,32),(1,32)), (Layout(8,1),Layout(8,1)))"},
    {"flat_divide", "flat_divide((_32,_32):(_1,_32), <_8:_1,_8:_1>)", nullptr},
    {"logical_product", "logical_product((_2,_2):(_4,_1), (_4,_2):(_2,_1))",
     "logical_product(Layout((2,2),(4,1)), Layout((4,2),(2,1)))"},
    {"zipped_product", "zipped_product((_2,_5):(_5,_1), <_3:_5,_4:_6>)",
     "zipped_product(Layout((2,5),(5,1)), (Layout(3,5),Layout(4,6)))"},
    {"tiled_product", "tiled_product((_2,_5):(_5,_1), <_3:_5,_4:_6>)",
     "tiled_product(Layout((2,5),(5,1)), (Layout(3,5),Layout(4,6)))"},
    {"blocked_product", "blocked_product((_2,_5):(_5,_1), (_3,_4):(_1,_3))", nullptr},
    {"raked_product", "raked_product((_2,_5):(_5,_1), (_3,_4):(_1,_3))", nullptr},
    {"crd2idx", "crd2idx((1,(1,2)), (_3,(_2,_3)), (_3,(_12,_1)))", "crd2idx((1,(1,2)),(3,(2,3)),(3,(12,1)))"},
    {"idx2crd", "idx2crd(16, (_3,(_2,_3)))", "idx2crd(16,(3,(2,3)))"},
    {"evaluate", "((_32,_32):(_32,_1))(5,7)", "Layout((32,32),(32,1))(5,7)"},
    {"evaluate", "((_4,(_2,_3)):(_1,(_4,_8)))((1,(1,2)))", "Layout((4,(2,3)),(1,(4,8)))((1,(1,2)))"},
    {"flatten", "flatten(((_2,_3),(_5,_7)):((_1,_2),(_6,_30)))", nullptr},
    {"select", "select<1,3>((_2,_3,_5,_7):(_1,_2,_6,_30))", nullptr},
    {"make_layout", "make_layout((_4,(_2,_8)), LayoutRight{})", nullptr},
    {"max_common_vector", "max_common_vector((_4,_8):(_1,_4), (_32):(_1))", nullptr},
    {"upcast", "upcast<2>((_8,_64):(_64,_1))", nullptr},
    {"recast_layout", "recast_layout<half_t,uint32_t>((_8,_64):(_64,_1))", nullptr},
    {"swizzle", "composition(Swizzle<3,3,3>, (_8,_64):(_64,_1))", nullptr},
    {"swizzle", "composition(Swizzle<3,3,3>, (_8,_64):(_64,_1))(5,9)", nullptr},
    {"print_layout", "print_layout((_8,_8):(_8,_1))", nullptr},
};

// CPU time of this thread: on a shared, loaded machine wall time would mostly measure the other jobs.
struct Clock {
  using duration = std::chrono::nanoseconds;
  using time_point = std::chrono::time_point<Clock, duration>;
  static time_point now() {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return time_point(duration(std::int64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec));
  }
};

// Mean microseconds of one parse+eval+print of `statement` in `session`, timed over at least `min_seconds`.
double time_statement(expr::Session& session, const std::string& statement, double min_seconds) {
  std::size_t sink = 0;
  std::string out;
  long iterations = 0;
  auto start = Clock::now();
  double elapsed = 0;
  long batch = 16;
  while (elapsed < min_seconds) {
    for (long i = 0; i < batch; ++i) {
      out.clear();  // one output buffer, as `eval` appends every answer to one
      if (session.run_line(statement, out) == expr::Session::LineResult::Printed) sink += out.size();
    }
    iterations += batch;
    batch *= 2;
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  }
  if (sink == 42) std::puts("");  // keep the work observable
  return elapsed * 1e6 / double(iterations);
}

double time_statement(const std::string& statement, double min_seconds) {
  expr::Session session;
  return time_statement(session, statement, min_seconds);
}

// `bench --corpus FILE`: every statement of FILE (one a line, as `eval -` reads them) timed on its own, in
// one session that has run the file once first (so later lines see earlier bindings). Reports the spread
// and the slowest statements: the evidence for "every operation under 10 us" beyond the fixed corpus, e.g.
// over the differential test's 2000 generated cases.
int run_corpus(const std::string& path, double min_seconds, int rounds, std::size_t show) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "bench: cannot read %s\n", path.c_str());
    return 2;
  }
  struct Timed {
    double us;
    bool failed;
    std::string statement;
  };
  std::vector<Timed> timed;
  expr::Session session;
  std::string line;
  while (std::getline(in, line)) {
    std::string out;
    const auto result = session.run_line(line, out);
    if (result == expr::Session::LineResult::Blank) continue;
    timed.push_back({0, result == expr::Session::LineResult::Failed, line});
  }
  if (timed.empty()) {
    std::fprintf(stderr, "bench: %s has no statements\n", path.c_str());
    return 2;
  }
  for (auto& t : timed) {  // the median of the rounds: a burst of load on a shared machine moves it least
    std::vector<double> times;
    for (int r = 0; r < rounds; ++r) times.push_back(time_statement(session, t.statement, min_seconds));
    std::sort(times.begin(), times.end());
    t.us = times[times.size() / 2];
  }
  std::printf("%zu statements from %s, parse+eval+print each, thread CPU time, median of %d timings (target < 10 us):\n",
              timed.size(), path.c_str(), rounds);
  // Values and errors apart: an error takes a path of its own (a fault or an exception, then the message).
  for (const bool errors : {false, true}) {
    std::vector<const Timed*> group;
    for (const auto& t : timed)
      if (t.failed == errors) group.push_back(&t);
    if (group.empty()) continue;
    std::stable_sort(group.begin(), group.end(), [](const Timed* a, const Timed* b) { return a->us > b->us; });
    double total = 0;
    for (const Timed* t : group) total += t->us;
    auto quantile = [&](double q) {  // group is slowest first
      return group[std::min(group.size() - 1, static_cast<std::size_t>((1.0 - q) * double(group.size())))]->us;
    };
    std::printf("\n%s: %zu statements, mean %.2f us, median %.2f us, p90 %.2f us, p99 %.2f us, max %.2f us\n",
                errors ? "answering error:" : "printing a value", group.size(), total / double(group.size()),
                quantile(0.5), quantile(0.9), quantile(0.99), group.front()->us);
    for (std::size_t i = 0; i < std::min(show, group.size()); ++i)
      std::printf("%8.2f us  %s\n", group[i]->us, group[i]->statement.c_str());
  }
  return 0;
}

std::string default_pycute_root() {
  if (const char* env = std::getenv("LAYOUTLAB_PYCUTE_PATH")) return env;
  // <repo>/build-*/bin/layoutlab-cli -> <repo>/.deps (where scripts/setup.sh puts pycute)
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return ".deps";
  std::string exe(buf, std::size_t(n));
  for (int up = 0; up < 3 && exe.find('/') != std::string::npos; ++up) exe = exe.substr(0, exe.rfind('/'));
  return exe + "/.deps";
}

// Runs pycute over the corpus in a python3 child; returns op index -> mean microseconds, the fastest of
// `rounds` timings, as for eval (run_bench).
std::map<std::size_t, double> time_pycute(const std::string& root, double min_seconds, int rounds, std::string& note) {
  std::map<std::size_t, double> out;
  char tmpl[] = "/tmp/layoutlab_bench_XXXXXX";
  int fd = mkstemp(tmpl);
  if (fd < 0) return note = "pycute: cannot create a temporary file", out;
  close(fd);
  std::string script = tmpl;
  {
    std::ofstream f(script);
    f << "import sys, time\n"
         "sys.path.insert(0, sys.argv[1])\n"
         "from pycute import *\n"
         "min_s = float(sys.argv[2])\n"
         "rounds = int(sys.argv[3])\n"
         "for line in sys.stdin:\n"
         "    idx, expr = line.rstrip('\\n').split('\\t', 1)\n"
         "    code = compile('str(' + expr + ')', '<bench>', 'eval')\n"
         "    times = []\n"
         "    for _ in range(rounds):\n"
         "        n, batch, t0 = 0, 16, time.thread_time()\n"
         "        while True:\n"
         "            for _ in range(batch): eval(code)\n"
         "            n += batch; batch *= 2\n"
         "            dt = time.thread_time() - t0\n"
         "            if dt >= min_s: break\n"
         "        times.append(dt * 1e6 / n)\n"
         "    print(idx, min(times), flush=True)\n";
  }
  std::string input;
  for (std::size_t i = 0; i < std::size(kCorpus); ++i)
    if (kCorpus[i].pycute) input += std::to_string(i) + "\t" + kCorpus[i].pycute + "\n";
  std::string in_file = script + ".in";
  std::ofstream(in_file) << input;
  std::string cmd = "python3 '" + script + "' '" + root + "' " + std::to_string(min_seconds) + " " + std::to_string(rounds) +
                    " < '" + in_file + "' 2>&1";
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return note = "pycute: cannot start python3", out;
  char line[512];
  while (std::fgets(line, sizeof line, p)) {
    std::istringstream s(line);
    std::size_t idx;
    double us;
    if (s >> idx >> us) out[idx] = us;
    else note += line;
  }
  pclose(p);
  std::remove(script.c_str());
  std::remove(in_file.c_str());
  return out;
}

int run_bench(const std::vector<std::string>& args) {
  double min_seconds = 0.05;
  int rounds = 5;
  bool with_pycute = true;
  std::string pycute_root = default_pycute_root();
  std::string corpus;
  bool min_time_given = false, rounds_given = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--help" || args[i] == "-h") {
      std::puts(
          "Usage: layoutlab-cli bench [--min-time SECONDS] [--rounds N] [--pycute DIR | --no-pycute]\n"
          "       layoutlab-cli bench --corpus FILE [--min-time SECONDS] [--rounds N]\n"
          "Times (thread CPU time, both sides) parse+eval+print of a mixed corpus of eval statements (layouts <= 1024 elements): statements/s\n"
          "and microseconds per operation; then the same operations in pycute (DIR holds the pycute package;\n"
          "default $LAYOUTLAB_PYCUTE_PATH or <repo>/.deps) and the speed ratio. Each statement is timed N times on\n"
          "both sides (default 5, each at least --min-time): the ratio compares the fastest of each, which a loaded\n"
          "machine disturbs least; the slowest-statement figure uses the median.\n"
          "--corpus times every statement of FILE (one a line, as `eval -` reads them; default --min-time 0.002 each,\n"
          "the median of --rounds timings, default 3) and prints the spread and the slowest ones, e.g. over\n"
          "scripts/perf/corpus1024.txt (operations on layouts of 1024 elements).");
      return 0;
    }
    if (args[i] == "--min-time" && i + 1 < args.size()) {
      min_seconds = std::atof(args[++i].c_str());
      min_time_given = true;
    } else if (args[i] == "--rounds" && i + 1 < args.size()) {
      rounds = std::max(1, std::atoi(args[++i].c_str()));
      rounds_given = true;
    } else if (args[i] == "--corpus" && i + 1 < args.size()) {
      corpus = args[++i];
    } else if (args[i] == "--pycute" && i + 1 < args.size()) {
      pycute_root = args[++i];
    } else if (args[i] == "--no-pycute") {
      with_pycute = false;
    } else {
      std::fprintf(stderr, "bench: unknown argument '%s'\n", args[i].c_str());
      return 2;
    }
  }
  if (!corpus.empty()) return run_corpus(corpus, min_time_given ? min_seconds : 0.002, rounds_given ? rounds : 3, 10);
  // Check the corpus evaluates (a benchmark of errors would be meaningless).
  {
    expr::Session check;
    for (const auto& c : kCorpus) {
      auto r = check.run_line(c.statement);
      if (!r || !r->ok()) {
        std::fprintf(stderr, "bench: corpus statement failed: %s: %s\n", c.statement, r ? r->error().c_str() : "");
        return 1;
      }
    }
  }
  // Whole corpus, round robin: the mixed statements/s figure.
  expr::Session session;
  long statements = 0;
  std::size_t sink = 0;
  std::string out;
  auto start = Clock::now();
  double elapsed = 0;
  while (elapsed < std::max(0.5, min_seconds * 10)) {
    for (const auto& c : kCorpus) {
      out.clear();
      if (session.run_line(c.statement, out) == expr::Session::LineResult::Printed) sink += out.size();
      ++statements;
    }
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  }
  std::printf("layoutlab eval: %ld statements in %.3f s = %.0f statements/s (mixed corpus of %zu, parse+eval+print)\n",
              statements, elapsed, statements / elapsed, std::size(kCorpus));
  if (sink == 42) std::puts("");

  std::vector<double> ours(std::size(kCorpus)), ours_median(std::size(kCorpus));
  for (std::size_t i = 0; i < std::size(kCorpus); ++i) {
    std::vector<double> times;
    for (int r = 0; r < rounds; ++r) times.push_back(time_statement(kCorpus[i].statement, min_seconds));
    std::sort(times.begin(), times.end());
    ours[i] = times.front();
    ours_median[i] = times[times.size() / 2];
  }
  std::map<std::size_t, double> py;
  std::string note;
  if (with_pycute) py = time_pycute(pycute_root, min_seconds, rounds, note);

  std::printf("\n%-18s %10s %10s %9s  %s\n", "operation", "eval us", "pycute us", "ratio", "statement");
  double ours_shared = 0, py_shared = 0, worst = 0;
  for (std::size_t i = 0; i < std::size(kCorpus); ++i) {
    worst = std::max(worst, ours_median[i]);
    auto it = py.find(i);
    if (it != py.end()) {
      ours_shared += ours[i];
      py_shared += it->second;
      std::printf("%-18s %10.2f %10.2f %8.0fx  %s\n", kCorpus[i].op, ours[i], it->second, it->second / ours[i],
                  kCorpus[i].statement);
    } else {
      std::printf("%-18s %10.2f %10s %9s  %s\n", kCorpus[i].op, ours[i], "-", "-", kCorpus[i].statement);
    }
  }
  std::printf("\n(fastest of %d timings per statement, on both sides)\n", rounds);
  std::printf("slowest statement: %.2f us, median of its %d timings (target < 10 us)\n", worst, rounds);
  if (!py.empty())
    std::printf("pycute on the %zu shared statements: %.0f statements/s vs eval %.0f statements/s: %.0fx faster (target >= 100x)\n",
                py.size(), py.size() / (py_shared * 1e-6), py.size() / (ours_shared * 1e-6), py_shared / ours_shared);
  else if (with_pycute)
    std::printf("pycute not timed (%s)\n", note.empty() ? ("no pycute under " + pycute_root).c_str() : note.c_str());
  if (!note.empty() && !py.empty()) std::printf("pycute notes: %s\n", note.c_str());
  return 0;
}

RegisterCommand bench{{"bench", "speed of parse+eval+print, and the same operations in pycute", run_bench}};

}  // namespace
}  // namespace ll::cli
