// SPDX-License-Identifier: GPL-3.0-or-later
// sp_bench [--max N] [--no-reference] [SECTION...]: runs the named benchmark sections (all when
// none given). Sections print plain-text tables on stdout, each run in a child process and
// followed by its peak memory (issue 32); scripts/bench.sh builds the release preset and runs
// this.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <iostream>
#include <string>
#include <vector>

#include "bench.hpp"

namespace sudokupress::bench {

std::string shared_data_path(const BenchOptions& options, const std::string& name) {
  return options.shared_dir + "/data/" + name;
}

long long now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

double seconds_since(long long start_ns) { return (now_ns() - start_ns) * 1e-9; }

long long cpu_ns() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

long long children_cpu_ns() {
  rusage ru{};
  getrusage(RUSAGE_CHILDREN, &ru);
  auto ns = [](const timeval& tv) { return tv.tv_sec * 1000000000LL + tv.tv_usec * 1000LL; };
  return ns(ru.ru_utime) + ns(ru.ru_stime);
}

namespace {

struct Section {
  const char* name;
  const char* what;
  int (*run)(const BenchOptions&);
};

// The section table: add new sections here.
constexpr Section kSections[] = {
    {"solve", "search kernel: uniqueness checks (limit 2) per CPU second, every engine",
     run_solve_bench},
    {"biggrid",
     "search kernel: seed 36x36 solve, 25x25 half-given uniqueness, big-grid generation "
     "median/max (25, 36, 49, 100; 2 threads)",
     run_biggrid_bench},
    {"composites",
     "search kernel: minimal composite-unique generation, median/p99/max ms per variant, "
     "one thread",
     run_composites_bench},
    {"book",
     "book builder: ~200-page book (1,000 puzzles) from scratch and pre-generated, 2 threads",
     run_book_bench},
    {"render", "typesetting: grids rendered per second to PDF and SVG (also PNG, HTML)",
     run_render_bench},
    {"generate", "generator: minimal unique puzzles per second, 2 threads, beside qqwing",
     run_generate_bench},
    {"grade", "grader: puzzles graded per second, one thread, full profile", run_grade_bench},
    {"se", "SE rating (er): puzzles per CPU second and median time, one thread, agreement",
     run_se_bench},
    {"multigrid",
     "samurai: minimal composite-unique puzzles/s (2 threads), median puzzle and "
     "uniqueness-check ms, clues vs --per-grid-unique",
     run_multigrid_bench},
    {"variants",
     "variants: X, Windoku and jigsaw (4..16) puzzles per CPU second beside the classic 9x9, "
     "1 thread",
     run_variants_bench},
    {"pod",
     "print-on-demand: a 300-page KDP book print-ready (PDF/X-1a, preflight) and its "
     "cover, 2 threads",
     run_pod_bench},
    {"kids",
     "children's book: a 100-page colour picture book (4x4, 6x6, 9x9 themes) print-ready for "
     "KDP premium colour with its cover, 2 threads",
     run_kids_bench},
    {"levels",
     "generator: untargeted minimal and default puzzles, human levels Easy..Nightmare and ER "
     "bands 1..10 reached per second (9x9, 2 threads), and per variant",
     run_levels_bench},
    {"killer",
     "Killer: count-to-two of no-given puzzles (median, target <= 5 ms) and generation rate "
     "per variant, 2 threads",
     run_killer_bench},
    {"marks",
     "marks (kropki, xv, even-odd): count-to-two of generated puzzles (median), generation "
     "rate and human levels per variant, 2 threads",
     run_marks_bench},
    {"bank", "puzzle bank: 9x9 generate output imported per second (one thread), by stage",
     run_bank_bench},
};

// Runs one section in a child process and prints its peak memory (the child's ru_maxrss from
// wait4: each section's own peak, which the process-wide maximum of one process hides once a
// bigger section has run); where no child can be had, in this process (no peak line).
int run_measured(const Section& s, const BenchOptions& options) {
  std::cout.flush();
  std::cerr.flush();
  const pid_t child = ::fork();
  if (child < 0) return s.run(options);
  if (child == 0) {
    const int rc = s.run(options);
    std::cout.flush();
    std::cerr.flush();
    std::_Exit(rc & 0xff);
  }
  int status = 0;
  rusage ru{};
  if (::wait4(child, &status, 0, &ru) != child) return 1;
  std::cout << "peak memory (" << s.name << "): " << (ru.ru_maxrss + 512) / 1024 << " MB\n";
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

int usage(const char* argv0, std::ostream& out = std::cerr) {
  out << "usage: " << argv0 << " [--max N] [--no-reference] [SECTION...]\n"
      << "  --max N         puzzles per set (default 10000; 0 = whole files)\n"
      << "  --no-reference  skip reference programs (qqwing) even when installed\n"
      << "sections (all when none given):\n";
  for (const auto& s : kSections) out << "  " << s.name << "  " << s.what << "\n";
  return 64;
}

}  // namespace
}  // namespace sudokupress::bench

int main(int argc, char** argv) {
  using namespace sudokupress::bench;
  BenchOptions options;
  const char* env = std::getenv("SUDOKUPRESS_SHARED");
  options.shared_dir = env ? env : SP_SHARED_DIR;
  std::vector<std::string> wanted;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--max" && i + 1 < argc) {
      options.max_puzzles = std::strtoull(argv[++i], nullptr, 10);
    } else if (a == "--no-reference") {
      options.references = false;
    } else if (a == "-h" || a == "--help") {
      usage(argv[0], std::cout);
      return 0;
    } else if (!a.empty() && a[0] == '-') {
      return usage(argv[0]);
    } else {
      wanted.push_back(a);
    }
  }
  for (const auto& w : wanted) {
    bool known = false;
    for (const auto& s : kSections) known |= w == s.name;
    if (!known) {
      std::cerr << "sp_bench: unknown section '" << w << "'\n";
      return usage(argv[0]);
    }
  }
  int rc = 0;
  for (const auto& s : kSections) {
    bool run = wanted.empty();
    for (const auto& w : wanted) run |= w == s.name;
    if (!run) continue;
    std::cout << "== " << s.name << ": " << s.what << "\n";
    rc |= run_measured(s, options);
  }
  return rc;
}
