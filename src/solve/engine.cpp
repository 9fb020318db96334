// SPDX-License-Identifier: GPL-3.0-or-later
#include "solve/engine.hpp"

#include <typeinfo>

#include "solve/fill.hpp"

namespace sudokupress::solve {

bool Engine::supports(const core::Geometry& g) const {
  Capabilities c = capabilities();
  // Classic only: 9x9 of 3x3 boxes with its 27 houses and no other (no diagonals, windows).
  if (c.classic_only) return g.is_classic() && g.houses().size() == 27;
  if (g.size() > c.max_symbols) return false;
  return c.composites || !g.is_composite();
}

bool Engine::other_solution(const core::Puzzle& puzzle, int c, int v,
                            std::vector<uint8_t>* witness) {
  CountResult r = count(puzzle, 2);
  if (r.count < 2) return false;
  if (witness) {
    witness->clear();
    // The first solution found is a witness when it differs at c; else the second one (not
    // kept by count) was.
    if (static_cast<int>(r.solution.size()) > c && r.solution[c] != v) *witness = r.solution;
  }
  return true;
}

bool Engine::solved_by_singles(const core::Puzzle&) { return false; }

std::vector<uint8_t> Engine::random_fill(const core::Geometry& g, Rng& rng, int max_restarts) {
  return random_solution(g, rng, max_restarts);
}

std::vector<std::unique_ptr<Engine>> all_engines() {
  std::vector<std::unique_ptr<Engine>> out;
  out.push_back(make_fast9_engine());
  out.push_back(make_exclusion_engine());
  out.push_back(make_general_engine());
  return out;
}

std::vector<std::unique_ptr<Engine>> constraint_engines() {
  std::vector<std::unique_ptr<Engine>> out;
  out.push_back(make_cage_engine());
  return out;
}

namespace {

int rank_for(const Capabilities& c, Task task, const core::Geometry& g) {
  switch (task) {
    case Task::kCount:
      return c.count_rank;
    case Task::kRemoval:
      return g.is_variant() && c.variant_removal_rank >= 0 ? c.variant_removal_rank
                                                           : c.removal_rank;
    case Task::kSingles:
      return c.singles_rank;
    case Task::kEnumerate:
      return c.enumerate_rank;
  }
  return 0;
}

}  // namespace

std::unique_ptr<Engine> make_engine(const core::Geometry& g, Task task, const Engine* other_than,
                                    const core::Constraints* rules) {
  std::unique_ptr<Engine> best, same;
  int best_rank = -1;
  const bool constrained = rules && !rules->empty();
  for (auto& e : constrained ? constraint_engines() : all_engines()) {
    if (!e->supports(g)) continue;
    Capabilities c = e->capabilities();
    int rank = rank_for(c, task, g);
    const bool out_of_range = c.ranked_up_to_symbols > 0 && g.size() > c.ranked_up_to_symbols;
    if (out_of_range) rank = 0;
    const Engine& engine = *e;
    if (other_than && typeid(engine) == typeid(*other_than)) {
      if (!same) same = std::move(e);
      continue;
    }
    // A second opinion only from an engine that is fit for the geometry: above its ranked
    // sizes the exclusion engine (no intersections) took minutes to confirm a 36x36 at half
    // its cells that the general engine confirms in milliseconds; the same engine then
    // confirms (a whole-puzzle count, not the removal tests again).
    if (other_than && out_of_range) continue;
    if (rank > best_rank) {
      best_rank = rank;
      best = std::move(e);
    }
  }
  if (best) return best;
  if (same) return same;
  return constrained ? make_cage_engine() : make_general_engine();
}

std::unique_ptr<Engine> make_engine(const core::Puzzle& p, Task task, const Engine* other_than) {
  return make_engine(p.geo(), task, other_than, p.constraints.get());
}

}  // namespace sudokupress::solve
