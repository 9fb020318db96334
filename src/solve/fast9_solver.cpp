// Placeholder registration of the 9x9 fast path: until the bitboard engine lands, the classic
// grid is served by the general engine (make_fast9_solver returns nullptr).
#include "solve/exact.hpp"

namespace sudokupress::solve {
std::unique_ptr<ExactSolver> make_fast9_solver() { return nullptr; }
}  // namespace sudokupress::solve
