// Lint additions to `satlab check` for imported maps: pair kinds with near
// misses, pieces of one collider, and the per-layer (per-group) summary.

#include <map>

#include "sat/check.hpp"

namespace sat {

const char* pairKind(const CheckPair& pair) {
    if (pair.verdict != Verdict::Separated) return toString(pair.verdict);
    return pair.nearMiss ? "near" : "separated";
}

bool sameCollider(const SceneShape& a, const SceneShape& b) { return !a.collider.empty() && a.collider == b.collider; }

void summarizeLayers(const Scene& scene, CheckResult& result) {
    std::map<std::string, std::size_t> index; // group -> position in result.layers, in scene order
    std::map<std::string, std::string> groupOf;
    for (const SceneShape& shape : scene.shapes) {
        groupOf[shape.name] = shape.group;
        const auto [it, added] = index.try_emplace(shape.group, result.layers.size());
        if (added) result.layers.push_back(CheckLayerSummary{shape.group, 0, 0, 0, 0});
        ++result.layers[it->second].shapes;
    }
    for (const CheckPair& pair : result.pairs) {
        const std::string& groupA = groupOf[pair.a];
        const std::string& groupB = groupOf[pair.b];
        for (const std::string* group : {&groupA, &groupB}) {
            if (group == &groupB && groupB == groupA) break; // a pair inside one layer counts once
            CheckLayerSummary& layer = result.layers[index[*group]];
            if (pair.verdict == Verdict::Overlapping) ++layer.overlapping;
            if (pair.verdict == Verdict::Touching) ++layer.touching;
            if (pair.nearMiss) ++layer.nearMisses;
        }
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
