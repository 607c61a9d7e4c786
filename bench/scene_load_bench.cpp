// SPDX-License-Identifier: MIT
// scene_load/1m_2d/IMPLEMENTATION: reading the text of a generated 1,000,000-shape 2D scene.
//
// The text is made in memory once, outside the timing, by what `satlab
// generate --count 1000000` writes (sat::generateScene, seed 1, 10 %
// overlapping, then sat::serializeScene: the same 125 MB).
// - satlab: sat::parseScene, the loader `satlab check` uses, with every check
//   of the format (docs/scene-format.md) and the scene's shapes built.
// - nlohmann_parse: nlohmann::json::parse of the same bytes into its DOM,
//   checking nothing of the format.
// Each result is freed outside the timing. Items processed = shapes; bytes
// processed = the text's bytes, so the page shows MB/s. Registered at
// start-up: no call in main.cpp.

#include <optional>
#include <string>

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include "sat/generate.hpp"
#include "sat/scene.hpp"

namespace {

constexpr std::size_t kSceneLoadShapes = 1'000'000;

const std::string& sceneLoadText() {
    static const std::string text = sat::serializeScene(sat::generateScene(sat::GenerateOptions{kSceneLoadShapes, 2, 1, 0.1}));
    return text;
}

/// Times `read(text)` round after round, freeing each result untimed.
template <class Read> void timeSceneLoad(benchmark::State& state, Read read) {
    const std::string& text = sceneLoadText();
    for (auto _ : state) {
        auto result = read(text);
        benchmark::DoNotOptimize(result);
        state.PauseTiming();
        result = {};
        state.ResumeTiming();
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kSceneLoadShapes));
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
    state.counters["text_bytes"] = static_cast<double>(text.size());
}

void satlabSceneLoad(benchmark::State& state) {
    timeSceneLoad(state, [&state](const std::string& text) {
        sat::Scene scene = sat::parseScene(text, "scene_load.json");
        if (scene.shapes.size() != kSceneLoadShapes) state.SkipWithError("the scene lost shapes");
        return scene;
    });
}

void nlohmannSceneLoad(benchmark::State& state) {
    timeSceneLoad(state, [](const std::string& text) { return nlohmann::json::parse(text); });
}

const bool kSceneLoadRegistered = [] {
    for (auto* registered : {benchmark::RegisterBenchmark("scene_load/1m_2d/satlab", satlabSceneLoad),
                             benchmark::RegisterBenchmark("scene_load/1m_2d/nlohmann_parse", nlohmannSceneLoad)}) {
        registered->Unit(benchmark::kMillisecond);
        // One read takes from a fraction of a second to several, longer than
        // any minimum time: one read a repetition, 5 repetitions whatever
        // --benchmark_repetitions says.
        registered->Repetitions(5);
    }
    return true;
}();

} // namespace
