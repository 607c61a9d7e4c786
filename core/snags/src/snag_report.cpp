// SPDX-License-Identifier: MIT
// The snag table and JSON of `satlab check --snags`.

#include "sat/snag_report.hpp"

#include <algorithm>
#include <charconv>
#include <ostream>

#include <nlohmann/json.hpp>

namespace sat {

namespace {

/// The shortest text that reads back as the same double.
std::string snagNumber(double value) {
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value).ptr;
    return std::string(text, end);
}

/// "(x, y)", appended piece by piece: g++ 12 -O3 warns falsely (-Wrestrict) on "literal" + std::string.
std::string snagVector(glm::dvec2 v) {
    std::string text("(");
    text.append(snagNumber(v.x)).append(", ").append(snagNumber(v.y)).append(")");
    return text;
}

nlohmann::json jsonVector(glm::dvec2 v) { return nlohmann::json::array({v.x, v.y}); }

/// Width and height of the probe's outline.
glm::dvec2 probeExtent(const SnagResult& result) {
    glm::dvec2 lo = result.probe[0], hi = result.probe[0];
    for (const glm::dvec2& p : result.probe) {
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
    }
    return hi - lo;
}

std::string layerName(const std::string& group) { return group.empty() ? "(no layer)" : group; }

/// Pads every column of `rows` to its widest cell, two spaces apart.
void writeColumns(const std::vector<std::vector<std::string>>& rows, std::ostream& out) {
    std::vector<std::size_t> widths;
    for (const auto& row : rows)
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (widths.size() <= i) widths.push_back(0);
            widths[i] = std::max(widths[i], row[i].size());
        }
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t i = 0; i < row.size(); ++i) {
            line += row[i];
            if (i + 1 < row.size()) line += std::string(widths[i] - row[i].size() + 2, ' ');
        }
        out << line << '\n';
    }
}

} // namespace

std::vector<std::pair<std::string, std::size_t>> snagCountsPerLayer(const Scene& scene, const SnagResult& result) {
    std::vector<std::pair<std::string, std::size_t>> counts;
    auto slot = [&](const std::string& group) -> std::size_t& {
        const std::string name = layerName(group);
        for (auto& [layer, count] : counts)
            if (layer == name) return count;
        counts.emplace_back(name, 0);
        return counts.back().second;
    };
    for (const SceneShape& shape : scene.shapes)
        if (!is3d(shape.spec)) slot(shape.group);
    for (const Snag& snag : result.snags) ++slot(scene.shapes[snag.a].group);
    return counts;
}

void writeSnagTable(const Scene& scene, const SnagResult& result, const SnagOptions& options, const std::string& source,
                    std::ostream& out) {
    const glm::dvec2 probeSize = probeExtent(result);
    out << source << ": probe ";
    if (result.probeCollider) out << scene.shapes[*result.probeCollider].name << " (the collider, its outline "; // not slid on
    out << snagNumber(probeSize.x) << " x " << snagNumber(probeSize.y) << (result.probeCollider ? ")" : "") << ", sink "
        << snagNumber(result.sink) << ", tile " << snagNumber(result.tileSize.x) << " x " << snagNumber(result.tileSize.y)
        << (result.tileSizeGiven ? " (the map's)" : " (the scene's median shape size)") << ", walkable within "
        << snagNumber(options.walkableAngleDeg) << " degrees of up\n";
    if (result.walkableEdges == 0) {
        out << source << ": no walkable surface (no edge faces within " << snagNumber(options.walkableAngleDeg)
            << " degrees of up), so nothing to snag on: 0 snags\n";
        return;
    }
    out << result.snags.size() << (result.snags.size() == 1 ? " snag" : " snags") << " at " << result.seams
        << " seams examined (each seam in both directions)\n";
    if (!result.snags.empty()) {
        std::vector<std::vector<std::string>> rows{{"A", "B", "point", "travel", "surface normal", "snag axis", "depth"}};
        for (const Snag& s : result.snags)
            rows.push_back({scene.shapes[s.a].name, scene.shapes[s.b].name, snagVector(s.point), snagVector(s.travel),
                            snagVector(s.surfaceNormal), snagVector(s.snagAxis).append(" ").append(s.axisLabel),
                            snagNumber(s.depth)});
        out << '\n';
        writeColumns(rows, out);
    }
    std::string perLayer;
    for (const auto& [layer, count] : snagCountsPerLayer(scene, result))
        perLayer.append(perLayer.empty() ? " " : ", ").append(layer).append(" ").append(std::to_string(count));
    out << "\nsnags per layer:" << perLayer << '\n';
}

void writeSnagJson(const Scene& scene, const SnagResult& result, const SnagOptions& options, std::ostream& out) {
    nlohmann::ordered_json json;
    nlohmann::ordered_json snags = nlohmann::ordered_json::array();
    for (const Snag& s : result.snags) {
        snags.push_back({{"a", scene.shapes[s.a].name},
                         {"b", scene.shapes[s.b].name},
                         {"point", jsonVector(s.point)},
                         {"surface_normal", jsonVector(s.surfaceNormal)},
                         {"snag_axis", jsonVector(s.snagAxis)},
                         {"depth", s.depth},
                         {"travel", jsonVector(s.travel)},
                         {"axis", s.axisLabel}});
    }
    json["snags"] = std::move(snags);
    nlohmann::ordered_json layers = nlohmann::ordered_json::object();
    for (const auto& [layer, count] : snagCountsPerLayer(scene, result)) layers[layer] = count;
    json["layers"] = std::move(layers);
    json["seams"] = result.seams;
    json["walkable_edges"] = result.walkableEdges;
    const glm::dvec2 probeSize = probeExtent(result);
    json["probe"] = jsonVector(probeSize);
    if (result.probeCollider) json["probe_collider"] = scene.shapes[*result.probeCollider].name;
    json["sink"] = result.sink;
    json["tile_size"] = jsonVector(result.tileSize);
    json["tile_size_from"] = result.tileSizeGiven ? "map" : "scene";
    json["walkable_angle_deg"] = options.walkableAngleDeg;
    if (result.walkableEdges == 0)
        json["message"] = "no walkable surface (no edge faces within " + snagNumber(options.walkableAngleDeg) +
                          " degrees of up), so nothing to snag on";
    out << json.dump(2) << '\n';
}

} // namespace sat
