// SPDX-License-Identifier: MIT
// snags/N/{find,merge}: sat::findSnags and sat::mergeColliders on a tile map
// of N 16 px tiles (docs/snags.md has the results). The map: rows of 100
// separate level tiles, two empty tiles between rows, every fifth row a
// quarter pixel lower on its right half; every seam of it is examined.
// Items processed = tiles. Registered at start-up: no call in main.cpp.

#include <map>
#include <string>

#include <benchmark/benchmark.h>

#include "sat/snags.hpp"

namespace {

const sat::Scene& snagTileMap(std::size_t count) {
    static std::map<std::size_t, sat::Scene> cache; // built once per N, outside the timing
    auto [it, added] = cache.try_emplace(count);
    if (added) {
        for (std::size_t i = 0; i < count; ++i) {
            const std::size_t row = i / 100, column = i % 100;
            const double drop = (row % 5 == 0 && column >= 50) ? 0.25 : 0.0;
            sat::SceneShape tile;
            tile.name = "t"; // appended: g++ 12 -O3 warns falsely (-Wrestrict) on "literal" + std::string
            tile.name.append(std::to_string(i));
            tile.spec = sat::Aabb2Spec{{16.0 * static_cast<double>(column) + 8.0, -48.0 * static_cast<double>(row) - 8.0 - drop},
                                       {8.0, 8.0}};
            tile.group = "Ground";
            it->second.shapes.push_back(std::move(tile));
        }
    }
    return it->second;
}

sat::SnagOptions tiles16() {
    sat::SnagOptions options;
    options.tileSize = glm::dvec2(16.0, 16.0);
    return options;
}

void findSnagsOnMap(benchmark::State& state, std::size_t count) {
    const sat::Scene& map = snagTileMap(count);
    std::size_t snags = 0;
    for (auto _ : state) {
        const sat::SnagResult result = sat::findSnags(map, {}, tiles16());
        snags = result.snags.size();
        benchmark::DoNotOptimize(result.snags.data());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(count));
    state.counters["snags"] = static_cast<double>(snags);
}

void mergeMap(benchmark::State& state, std::size_t count) {
    const sat::Scene& map = snagTileMap(count);
    std::size_t pieces = 0;
    for (auto _ : state) {
        const sat::MergeResult result = sat::mergeColliders(map, std::nullopt, {}, tiles16());
        pieces = result.shapesAfter;
        benchmark::DoNotOptimize(result.scene.shapes.data());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(count));
    state.counters["pieces"] = static_cast<double>(pieces);
}

const bool kRegistered = [] {
    for (const std::size_t count : {std::size_t{1000}, std::size_t{10000}}) {
        const std::string prefix = "snags/" + std::to_string(count) + "/";
        benchmark::RegisterBenchmark((prefix + "find").c_str(), findSnagsOnMap, count)->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark((prefix + "merge").c_str(), mergeMap, count)->Unit(benchmark::kMillisecond);
    }
    return true;
}();

} // namespace
