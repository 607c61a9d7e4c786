// SPDX-License-Identifier: MIT
// Figure options: overlay names, sizes and what a figure cannot draw.
#include <algorithm>
#include <cmath>
#include <limits>

#include "ui/figure/figure.hpp"

namespace ui {
namespace {

/// One overlay name and the window's toggles it switches (View menu).
struct OverlayGroup {
    const char* name;
    std::vector<bool OverlayToggles::*> members;
};

const std::vector<OverlayGroup>& overlayGroups() {
    static const std::vector<OverlayGroup> groups = {
        {"grid", {&OverlayToggles::grid}},
        {"labels", {&OverlayToggles::names, &OverlayToggles::numbers}},
        {"overlaps", {&OverlayToggles::intersections}},
        {"axes", {&OverlayToggles::axes, &OverlayToggles::separatingLine, &OverlayToggles::projections}},
        {"intervals", {&OverlayToggles::intervals}},
        {"mtv", {&OverlayToggles::mtv}},
        {"contacts", {&OverlayToggles::contacts}},
    };
    return groups;
}

OverlayToggles noOverlays() {
    OverlayToggles toggles;
    for (const OverlayGroup& group : overlayGroups())
        for (bool OverlayToggles::*member : group.members) toggles.*member = false;
    toggles.duplicateAxes = false;
    toggles.banner = false;
    return toggles;
}

std::string trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t");
    return std::string(text.substr(first, last - first + 1));
}

} // namespace

const std::vector<std::string>& overlayNames() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> list;
        for (const OverlayGroup& group : overlayGroups()) list.emplace_back(group.name);
        return list;
    }();
    return names;
}

OverlayToggles allFigureOverlays() {
    OverlayToggles toggles = noOverlays();
    for (const OverlayGroup& group : overlayGroups())
        for (bool OverlayToggles::*member : group.members) toggles.*member = true;
    return toggles;
}

std::optional<OverlayToggles> parseOverlayList(std::string_view list, std::string* error) {
    OverlayToggles toggles = noOverlays();
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const std::string name = trimmed(list.substr(start, comma - start));
        start = comma + 1;
        if (name.empty() || name == "none") continue;
        if (name == "all") {
            toggles = allFigureOverlays();
            continue;
        }
        bool known = false;
        for (const OverlayGroup& group : overlayGroups()) {
            if (name != group.name) continue;
            known = true;
            for (bool OverlayToggles::*member : group.members) toggles.*member = true;
        }
        if (!known) {
            if (error) {
                *error = "unknown overlay '" + name + "'; known: all, none";
                for (const std::string& knownName : overlayNames()) *error += ", " + knownName;
            }
            return std::nullopt;
        }
    }
    return toggles;
}

std::string overlayList(const OverlayToggles& toggles) {
    std::string list;
    for (const OverlayGroup& group : overlayGroups()) {
        if (!(toggles.*group.members.front())) continue;
        if (!list.empty()) list += ',';
        list += group.name;
    }
    return list;
}

glm::ivec2 FigureOptions::outputSize() const {
    return {static_cast<int>(std::lround(width * scale)), static_cast<int>(std::lround(height * scale))};
}

double zoomToFit(const WorldRect& rect, glm::dvec2 size) {
    const glm::dvec2 extent = rect.hi - rect.lo;
    return std::min(size.x / extent.x, size.y / extent.y);
}

std::string figureOptionsProblem(const FigureOptions& options) {
    const auto side = [](int value) { return value >= 1 && value <= kMaxFigureSide; };
    if (!side(options.width) || !side(options.height))
        return "the figure size " + std::to_string(options.width) + "x" + std::to_string(options.height) +
               " is out of range: each side must be 1.." + std::to_string(kMaxFigureSide) + " px";
    if (!(options.scale > 0.0) || !std::isfinite(options.scale)) return "the scale must be a number above 0";
    const glm::ivec2 out = options.outputSize();
    if (!side(out.x) || !side(out.y))
        return "the figure would be " + std::to_string(out.x) + "x" + std::to_string(out.y) + " px; each side must be 1.." +
               std::to_string(kMaxFigureSide) + " px (lower --size or --scale)";
    if (options.supersample < 1 || options.supersample > kMaxSupersample)
        return "supersampling must be 1.." + std::to_string(kMaxSupersample);
    if (const auto& rect = options.viewRect) {
        const glm::dvec2 extent = rect->hi - rect->lo;
        if (!std::isfinite(rect->lo.x) || !std::isfinite(rect->lo.y) || !std::isfinite(rect->hi.x) ||
            !std::isfinite(rect->hi.y) || !(extent.x > 0.0) || !(extent.y > 0.0) || !std::isfinite(extent.x) ||
            !std::isfinite(extent.y))
            return "the view rectangle must have X0 < X1 and Y0 < Y1 (finite numbers)";
        // The zoom that fits it (buildFigure) must be a normal double: a rectangle near
        // 1e-300 units wide has an infinite zoom, one near 1e308 wide a subnormal one.
        const double zoom = zoomToFit(*rect, {options.width, options.height});
        if (!std::isfinite(zoom) || !(zoom >= std::numeric_limits<double>::min()))
            return std::string("--view: the rectangle is too ") + (std::isfinite(zoom) ? "large" : "small") +
                   " to draw: its zoom (picture pixels per world unit) would be " +
                   (std::isfinite(zoom) ? "below the smallest normal double" : "infinite");
    }
    return {};
}

std::string figureProblem(const sat::Scene& scene, const FigureOptions& options) {
    if (!options.pair) return {};
    for (const std::string& name : {options.pair->a, options.pair->b})
        if (!scene.find(name)) return "no shape named '" + name + "' in the scene";
    if (options.pair->a == options.pair->b) return "the pair needs two different shapes, got '" + options.pair->a + "' twice";
    return {};
}

} // namespace ui
