// SPDX-License-Identifier: MIT
// Lint additions to `satlab check` for imported maps: pair kinds with near
// misses, pieces of one collider, and the per-layer (per-group) summary.

#include "sat/check.hpp"

namespace sat {

const char* pairKind(const CheckPair& pair) {
    if (pair.verdict != Verdict::Separated) return toString(pair.verdict);
    return pair.nearMiss ? "near" : "separated";
}

bool sameCollider(const SceneShape& a, const SceneShape& b) { return !a.collider.empty() && a.collider == b.collider; }

LayerTally::LayerTally(const Scene& scene, CheckResult& result) : result_(result) {
    std::unordered_map<std::string, std::size_t> index; // group -> position in result.layers, in scene order
    for (const SceneShape& shape : scene.shapes) {
        const auto [it, added] = index.try_emplace(shape.group, result.layers.size());
        if (added) result.layers.push_back(CheckLayerSummary{shape.group, 0, 0, 0, 0});
        ++result.layers[it->second].shapes;
        layerOf_[shape.name] = it->second;
    }
}

void LayerTally::add(const CheckPair& pair) {
    const std::size_t layerA = layerOf_.at(pair.a);
    const std::size_t layerB = layerOf_.at(pair.b);
    for (const std::size_t layer : {layerA, layerB}) {
        CheckLayerSummary& summary = result_.layers[layer];
        if (pair.verdict == Verdict::Overlapping) ++summary.overlapping;
        if (pair.verdict == Verdict::Touching) ++summary.touching;
        if (pair.nearMiss) ++summary.nearMisses;
        if (layerB == layerA) break; // a pair inside one layer counts once
    }
}

std::string lintTable(const CheckResult& result) {
    if (!result.lint) return {};
    // Built by appending: g++ 12 -O3 warns falsely (-Wrestrict, PR 105651) on `"literal" + std::string`.
    std::string text = "\n";
    text += std::to_string(result.summary.nearMisses);
    text += " near misses\nper layer (shapes, overlapping, touching, near):\n";
    for (const CheckLayerSummary& layer : result.layers) {
        text += "  ";
        text += layer.group.empty() ? std::string("(no group)") : layer.group;
        const int values[] = {layer.shapes, layer.overlapping, layer.touching, layer.nearMisses};
        for (std::size_t i = 0; i < 4; ++i) {
            text += i == 0 ? ": " : ", ";
            text += std::to_string(values[i]);
        }
        text += "\n";
    }
    return text;
}

} // namespace sat
