// SPDX-License-Identifier: MIT
// broadphase2d/N/IMPLEMENTATION: all candidate pairs of N shapes of a
// generated level (sat::generateScene, seed 1, 10 % overlapping), from their
// axis-aligned bounds. docs/performance-broadphase.md has the results.
//
// - satlab: sat::candidatePairs (sweep and prune per band), returning the
//   sorted pair list.
// - box2d_dynamic_tree: Box2D 2.4's b2DynamicTree built by CreateProxy for
//   every shape, then Query with every shape's bounds, counting each pair
//   once (proxy id above the querying one). Box2D fattens each proxy by
//   b2_aabbExtension (0.1) as it does in a world, and only counts the pairs
//   here: it builds no list.
// Items processed = shapes. Registered at start-up: no call in main.cpp.

#include <map>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>
#include <box2d/b2_dynamic_tree.h>

#include "sat/generate.hpp"
#include "sat/scene_bounds.hpp"

namespace {

const std::vector<sat::Bounds2>& boundsOf(std::size_t count) {
    static std::map<std::size_t, std::vector<sat::Bounds2>> cache; // built once per N, outside the timing
    auto [it, added] = cache.try_emplace(count);
    if (added) {
        const sat::Scene scene = sat::generateScene(sat::GenerateOptions{count, 2, 1, 0.1});
        for (const sat::SceneShape& shape : scene.shapes) it->second.push_back(sat::bounds2(shape.spec));
    }
    return it->second;
}

void satlabPairs(benchmark::State& state, std::size_t count) {
    const std::vector<sat::Bounds2>& bounds = boundsOf(count);
    std::size_t pairs = 0;
    for (auto _ : state) {
        const std::vector<sat::CandidatePair> found = sat::candidatePairs(std::span<const sat::Bounds2>(bounds));
        pairs = found.size();
        benchmark::DoNotOptimize(found.data());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(count));
    state.counters["pairs"] = static_cast<double>(pairs);
}

b2AABB toBox2d(const sat::Bounds2& b) {
    b2AABB box;
    box.lowerBound.Set(static_cast<float>(b.lo.x), static_cast<float>(b.lo.y));
    box.upperBound.Set(static_cast<float>(b.hi.x), static_cast<float>(b.hi.y));
    return box;
}

/// b2DynamicTree::Query's callback: counts the proxies above `self`.
struct PairCounter {
    int32 self = 0;
    std::size_t pairs = 0;
    bool QueryCallback(int32 proxy) {
        pairs += proxy > self ? 1U : 0U;
        return true;
    }
};

void box2dPairs(benchmark::State& state, std::size_t count) {
    std::vector<b2AABB> boxes;
    for (const sat::Bounds2& b : boundsOf(count)) boxes.push_back(toBox2d(b));
    std::size_t pairs = 0;
    for (auto _ : state) {
        b2DynamicTree tree;
        std::vector<int32> proxies(boxes.size());
        for (std::size_t i = 0; i < boxes.size(); ++i) proxies[i] = tree.CreateProxy(boxes[i], nullptr);
        PairCounter counter;
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            counter.self = proxies[i];
            tree.Query(&counter, tree.GetFatAABB(proxies[i]));
        }
        pairs = counter.pairs;
        benchmark::DoNotOptimize(pairs);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(count));
    state.counters["pairs"] = static_cast<double>(pairs);
}

const bool kRegistered = [] {
    for (const std::size_t count : {std::size_t{1000}, std::size_t{10000}, std::size_t{100000}, std::size_t{1000000}}) {
        const std::string prefix = "broadphase2d/" + std::to_string(count) + "/";
        auto* satlab = benchmark::RegisterBenchmark((prefix + "satlab").c_str(), satlabPairs, count);
        auto* box2d = benchmark::RegisterBenchmark((prefix + "box2d_dynamic_tree").c_str(), box2dPairs, count);
        for (auto* registered : {satlab, box2d}) {
            registered->Unit(benchmark::kMillisecond);
            // One Box2D iteration of 1 M shapes takes tens of seconds: 3
            // repetitions for both, whatever --benchmark_repetitions says.
            if (count >= 1000000) registered->Repetitions(3);
        }
    }
    return true;
}();

} // namespace
