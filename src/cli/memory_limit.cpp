// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/memory_limit.hpp"

#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <new>
#include <system_error>
#include <thread>

#include "cli/exit_codes.hpp"
#include "core/limits.hpp"

// Sanitizer builds reserve terabytes of shadow memory as writable private mappings (ASan, TSan)
// and count them as data: any process limit would stop them at start, so they run without one.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SP_NO_MEMORY_RLIMIT 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define SP_NO_MEMORY_RLIMIT 1
#endif
#endif

namespace sudokupress::cli {

namespace {

// Threads besides the workers (watchdog, Pango's, Ghostscript's pipe readers): their stacks are
// allowed on top of the limit too.
constexpr int64_t kExtraThreads = 4;

// What the process-wide handlers print. A new-handler and a terminate handler take no context,
// so this is the one piece of process state of the command line; it is written once, before the
// command starts any thread.
struct OomState {
  int64_t limit = 0;
  char message[256] = {};
  size_t length = 0;
  std::atomic<bool> exhausted{false};
  std::terminate_handler previous = nullptr;
};

OomState& oom_state() {
  static OomState state;
  return state;
}

void write_message_and_exit() {
  const OomState& s = oom_state();
  ssize_t ignored = ::write(2, s.message, s.length);
  (void)ignored;
  ::_exit(kExitFailure);
}

// operator new failed (any thread): remember it, then throw as usual so that the main thread's
// handler in app.cpp reports it after cleaning up.
void on_new_failure() {
  oom_state().exhausted.store(true);
  throw std::bad_alloc();
}

// An exception escaped a worker thread, or unwinding met a running thread: when memory ran out,
// print the one line and exit 1 (no output file was committed; stdout records are whole).
void on_terminate() {
  OomState& s = oom_state();
  bool oom = s.exhausted.load();
  if (std::exception_ptr e = std::current_exception()) {
    try {
      std::rethrow_exception(e);
    } catch (const std::bad_alloc&) {
      oom = true;
    } catch (...) {
    }
  }
  if (oom) write_message_and_exit();
  if (s.previous) s.previous();
  std::abort();
}

// Unused in sanitizer builds, which set no limit.
[[maybe_unused]] int64_t thread_stack_bytes() {
  pthread_attr_t attr;
  size_t size = 8 << 20;
  if (pthread_getattr_default_np(&attr) == 0) {
    pthread_attr_getstacksize(&attr, &size);
    pthread_attr_destroy(&attr);
  }
  return static_cast<int64_t>(size);
}

}  // namespace

core::StatusOr<int64_t> parse_memory_size(const std::string& text) {
  auto bad = [&] {
    return usage_error("--memory-limit: '" + text +
                       "' is not a size (e.g. 2G, 512M, 0 for no limit)");
  };
  size_t i = 0;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
  if (i == 0 || i > 15) return bad();
  int64_t number = std::stoll(text.substr(0, i));
  std::string unit;
  for (char c : text.substr(i))
    unit += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (unit.size() > 1 && (unit.ends_with("IB") || unit.ends_with("B")))
    unit.resize(unit.size() - (unit.ends_with("IB") ? 2 : 1));
  int shift = 0;
  if (unit == "K")
    shift = 10;
  else if (unit == "M")
    shift = 20;
  else if (unit == "G")
    shift = 30;
  else if (unit == "T")
    shift = 40;
  else if (!unit.empty() && unit != "B")
    return bad();
  if (number > (int64_t{1} << (62 - shift))) return bad();
  return number << shift;
}

std::string format_memory_size(int64_t bytes) {
  static const char* const kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
  int u = 0;
  while (u < 4 && bytes >= 1024 && bytes % 1024 == 0) {
    bytes /= 1024;
    ++u;
  }
  return std::to_string(bytes) + " " + kUnits[u];
}

core::StatusOr<int64_t> resolve_memory_limit(const std::string& option_value) {
  if (!option_value.empty()) return parse_memory_size(option_value);
  const char* env = std::getenv(core::limits::kMemoryLimitEnv);
  if (env && *env) {
    auto r = parse_memory_size(env);
    if (!r) {
      return usage_error(std::string(core::limits::kMemoryLimitEnv) + "='" + env +
                         "' is not a size (e.g. 2G, 512M, 0 for no limit)");
    }
    return r;
  }
  return core::limits::kDefaultMemoryLimit;
}

int64_t memory_limit() { return oom_state().limit; }

std::string out_of_memory_message(int64_t bytes) {
  if (bytes <= 0) return "out of memory";
  return "out of memory (limit " + format_memory_size(bytes) + "; raise it with --memory-limit)";
}

core::Status apply_memory_limit(int64_t bytes, const std::string& command,
                                void (*set_library_oom_handler)(void (*)())) {
  if (bytes <= 0) return core::Status::ok();
  OomState& s = oom_state();
  s.limit = bytes;
  std::string line = "sudokupress " + command + ": " + out_of_memory_message(bytes) + "\n";
  s.length = std::min(line.size(), sizeof(s.message));
  std::memcpy(s.message, line.data(), s.length);
  std::set_new_handler(on_new_failure);
  s.previous = std::set_terminate(on_terminate);
  if (set_library_oom_handler)
    set_library_oom_handler(write_message_and_exit);  // GLib's: not SIGTRAP
#ifndef SP_NO_MEMORY_RLIMIT
  int64_t threads = std::max(1u, std::thread::hardware_concurrency()) + kExtraThreads;
  int64_t want = bytes + threads * thread_stack_bytes();
  rlimit lim{};
  if (::getrlimit(RLIMIT_DATA, &lim) != 0) return core::Status::ok();
  if (lim.rlim_cur != RLIM_INFINITY && static_cast<int64_t>(lim.rlim_cur) <= want)
    return core::Status::ok();  // a lower limit is already in force: keep it
  lim.rlim_cur = static_cast<rlim_t>(want);
  if (lim.rlim_max != RLIM_INFINITY && lim.rlim_cur > lim.rlim_max) lim.rlim_cur = lim.rlim_max;
  if (::setrlimit(RLIMIT_DATA, &lim) != 0)
    return resource_error(std::string("cannot set the memory limit: ") + std::strerror(errno));
#endif
  return core::Status::ok();
}

}  // namespace sudokupress::cli
