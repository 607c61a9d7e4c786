// SPDX-License-Identifier: MIT
// Which shapes are selected, by name, and which pair the overlays inspect.
#include "ui/model/selection.hpp"

#include <algorithm>

namespace ui {

void Selection::click(const std::string& name, bool shift) {
    if (!shift) {
        names_ = {name};
        return;
    }
    const auto found = std::find(names_.begin(), names_.end(), name);
    if (found != names_.end()) {
        names_.erase(found);
        return;
    }
    if (names_.size() == 2) names_.pop_back();
    names_.push_back(name);
}

void Selection::set(std::vector<std::string> names) {
    names_ = std::move(names);
    if (names_.size() > 2) names_.resize(2);
}

bool Selection::contains(std::string_view name) const { return std::find(names_.begin(), names_.end(), name) != names_.end(); }

void Selection::prune(const sat::Scene& scene) {
    std::erase_if(names_, [&](const std::string& name) { return scene.find(name) == nullptr; });
}

void Selection::rename(std::string_view from, const std::string& to) {
    for (std::string& name : names_)
        if (name == from) name = to;
}

std::optional<InspectedPair> inspectedPair(const Selection& selection, const std::vector<PairRelation>& relations) {
    if (selection.size() >= 2) return InspectedPair{selection.names()[0], selection.names()[1]};
    if (selection.size() != 1) return std::nullopt;
    const std::string& chosen = selection.names()[0];

    const PairRelation* best = nullptr;
    // Ranking: intersecting beats separated; deeper overlap beats shallower;
    // among separated pairs the smaller distance wins.
    auto better = [](const PairRelation& x, const PairRelation& y) {
        if (x.intersecting != y.intersecting) return x.intersecting;
        return x.intersecting ? x.depth > y.depth : x.distance < y.distance;
    };
    for (const PairRelation& relation : relations) {
        if (relation.a != chosen && relation.b != chosen) continue;
        if (!best || better(relation, *best)) best = &relation;
    }
    if (!best) return std::nullopt;
    return InspectedPair{chosen, best->a == chosen ? best->b : best->a};
}

std::optional<InspectedPair> onlyPair(const Selection& selection, const sat::Scene& scene) {
    if (!selection.empty()) return std::nullopt;
    std::vector<const std::string*> shown;
    for (const sat::SceneShape& shape : scene.shapes) {
        if (!shape.visible) continue;
        if (shown.size() == 2) return std::nullopt;
        shown.push_back(&shape.name);
    }
    if (shown.size() != 2) return std::nullopt;
    return InspectedPair{*shown[0], *shown[1]};
}

std::string pairTitle(const InspectedPair& names) { return names.a + " and " + names.b; }

std::string namedAxisLabel(std::string_view label, const InspectedPair& names) {
    constexpr std::string_view kTimes = "\xC3\x97"; // "×" between an edge×edge axis's two edges
    constexpr std::string_view kTo = "-to-";        // "B.closest-vertex1-to-A.end0": the partner capsule's end
    const auto follows = [label](std::size_t at, std::string_view before) {
        return at >= before.size() && label.substr(at - before.size(), before.size()) == before;
    };
    std::string out;
    std::size_t at = 0;
    while (at < label.size()) {
        // A role letter starts the label or follows "×" or "-to-", and is followed by the feature's dot.
        const bool starts = at == 0 || follows(at, kTimes) || follows(at, kTo);
        if (starts && at + 1 < label.size() && label[at + 1] == '.' && (label[at] == 'A' || label[at] == 'B')) {
            out += label[at] == 'A' ? names.a : names.b;
            ++at;
            continue;
        }
        out += label[at];
        ++at;
    }
    return out;
}

std::optional<std::size_t> shapeIndex(const sat::Scene& scene, std::string_view name) {
    for (std::size_t i = 0; i < scene.shapes.size(); ++i)
        if (scene.shapes[i].name == name) return i;
    return std::nullopt;
}

} // namespace ui
