// SPDX-License-Identifier: MIT
#pragma once
// A benchmark family: one data set per scenario, read by several
// implementations. An implementation is a type with
//   static constexpr const char* kName;                 // "satlab", "box2d_test_overlap", ...
//   static bool intersects(const Data& data, std::size_t i);  // pair i, inlined into the loop
// so the timed loop calls it directly (no function pointer in the way), and
// the agreement check (agreement.hpp) runs the very same function. An
// implementation that answers all pairs in one call (SATlab's batched box
// manifolds) also has
//   static void timeAll(benchmark::State& state, const Data& data);
// which times that call instead of the loop.
//
// A file of families lists them once, in a function template that takes a
// visitor; the registrar below turns each into benchmarks, the agreement
// checker into verdict comparisons.

#include <cstddef>
#include <string>

#include <benchmark/benchmark.h>

#include "pairs.hpp"

namespace bench {

/// Pairs per scenario for the per-pair families: a multiple of 10 (exact
/// shares), small enough that every implementation's data stays in L2.
inline constexpr std::size_t kPairsInCache = 3200;

/// Times `Impl` over every pair of `data`, round after round.
template <class Impl, class Data> void timePairs(benchmark::State& state, const Data& data) {
    const std::size_t count = data.pairs.size();
    std::size_t intersecting = 0;
    for (auto _ : state) {
        for (std::size_t i = 0; i < count; ++i) intersecting += Impl::intersects(data, i) ? 1U : 0U;
        benchmark::DoNotOptimize(intersecting);
    }
    const auto rounds = static_cast<std::size_t>(state.iterations());
    state.SetItemsProcessed(static_cast<std::int64_t>(rounds * count));
    state.counters["intersecting_share"] = rounds == 0 ? 0.0
                                                       : static_cast<double>(intersecting) / static_cast<double>(rounds * count);
}

/// Times `runAll()`, one call answering all `count` pairs, round after round
/// (`written` is what it writes, kept from being optimised away); then counts
/// the pairs `intersects(i)` says intersect. For the batched implementations'
/// timeAll.
template <class RunAll, class Intersects>
void timeOneCall(benchmark::State& state, std::size_t count, const void* written, RunAll&& runAll, Intersects&& intersects) {
    for (auto _ : state) {
        runAll();
        benchmark::DoNotOptimize(written);
        benchmark::ClobberMemory();
    }
    std::size_t intersecting = 0;
    for (std::size_t i = 0; i < count; ++i) intersecting += intersects(i) ? 1U : 0U;
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(count));
    state.counters["intersecting_share"] = count == 0 ? 0.0 : static_cast<double>(intersecting) / static_cast<double>(count);
}

/// Visitor that registers FAMILY/SCENARIO/IMPLEMENTATION for every scenario.
struct Registrar {
    template <class... Impls, class Data> void family(const char* name, const Data& (*dataOf)(Scenario)) {
        for (Scenario scenario : kScenarios) (add<Impls>(name, scenario, dataOf), ...);
    }

private:
    template <class Impl, class Data> static void add(const char* name, Scenario scenario, const Data& (*dataOf)(Scenario)) {
        const std::string full = std::string(name) + "/" + scenarioName(scenario) + "/" + Impl::kName;
        benchmark::RegisterBenchmark(full.c_str(), [dataOf, scenario](benchmark::State& state) {
            // data built (once) before the timed loop starts
            if constexpr (requires { Impl::timeAll(state, dataOf(scenario)); }) {
                Impl::timeAll(state, dataOf(scenario));
            } else {
                timePairs<Impl>(state, dataOf(scenario));
            }
        });
    }
};

} // namespace bench
