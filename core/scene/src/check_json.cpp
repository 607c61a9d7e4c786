// SPDX-License-Identifier: MIT
// The JSON output of `satlab check --json` (schema in docs/cli.md).

#include <algorithm>
#include <ostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "sat/check.hpp"

namespace sat {

namespace {
using Ordered = nlohmann::ordered_json;

Ordered interval(const Interval<double>& i) { return Ordered::array({i.min, i.max}); }

bool isFlat(const Ordered& value) {
    if (value.is_object()) return false;
    if (!value.is_array()) return true;
    return std::all_of(value.begin(), value.end(), [](const Ordered& item) {
        return !item.is_structured() ||
               (item.is_array() && std::none_of(item.begin(), item.end(), [](const Ordered& x) { return x.is_structured(); }));
    });
}

/// Like dump(2), but arrays of numbers (vectors, intervals, contacts) stay on
/// one line, so a pair reads as a short block.
void writePretty(const Ordered& value, const std::string& indent, std::string& out) {
    if (!value.is_structured()) {
        out += value.dump(-1, ' ', false, Ordered::error_handler_t::replace);
        return;
    }
    if (isFlat(value)) {
        out += "[";
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (i > 0) out += ", ";
            writePretty(value[i], indent, out);
        }
        out += "]";
        return;
    }
    const bool object = value.is_object();
    if (value.empty()) {
        out += object ? "{}" : "[]";
        return;
    }
    out += object ? "{\n" : "[\n";
    const std::string inner = indent + "  ";
    std::size_t index = 0;
    for (auto item = value.begin(); item != value.end(); ++item, ++index) {
        out += inner;
        if (object) out += Ordered(item.key()).dump(-1, ' ', false, Ordered::error_handler_t::replace) + ": ";
        writePretty(item.value(), inner, out);
        out += index + 1 < value.size() ? ",\n" : "\n";
    }
    out += indent + (object ? "}" : "]");
}

Ordered axisJson(const CheckAxis& axis, int dimension) {
    Ordered out;
    out["source"] = axis.source;
    out["axis"] = axis.axis;
    out["a"] = interval(axis.a);
    out["b"] = interval(axis.b);
    out["separation"] = axis.separation;
    out["separating"] = axis.separating;
    out["duplicate"] = axis.duplicate;
    if (dimension == 3) out["degenerate"] = axis.degenerate;
    if (dimension == 3 && axis.degenerate) out["reason"] = axis.degenerateReason;
    return out;
}

Ordered pairJson(const CheckPair& pair, int dimension, bool lint) {
    Ordered out;
    out["a"] = pair.a;
    out["b"] = pair.b;
    if (lint) out["kind"] = pairKind(pair);
    out["verdict"] = toString(pair.verdict);
    out["overlap"] = pair.overlap();
    out["depth"] = pair.depth;
    out["normal"] = pair.normal;
    out["separation"] = pair.separation;
    if (pair.intended) out["intended"] = true;
    out["first_separating_axis"] = pair.firstSeparatingAxis < 0 ? Ordered() : Ordered(pair.firstSeparatingAxis);
    out["contacts"] = Ordered::array();
    for (const std::vector<double>& contact : pair.contacts) out["contacts"].push_back(contact);
    if (pair.withAxes) {
        out["axes"] = Ordered::array();
        for (const CheckAxis& axis : pair.axes) out["axes"].push_back(axisJson(axis, dimension));
    }
    return out;
}
} // namespace

void CheckJsonWriter::begin(const CheckResult& result) {
    dimension_ = result.dimension;
    lint_ = result.lint;
    anyPair_ = false;
    out_ << "{\n  \"pairs\": ";
}

void CheckJsonWriter::pair(const CheckPair& pair) {
    std::string text = anyPair_ ? ",\n    " : "[\n    ";
    writePretty(pairJson(pair, dimension_, lint_), "    ", text);
    out_ << text;
    anyPair_ = true;
}

void CheckJsonWriter::end(const CheckResult& result) {
    out_ << (anyPair_ ? "\n  ]" : "[]");
    Ordered summary{{"shapes", result.summary.shapes},
                    {"pairs_tested", result.summary.pairsTested},
                    {"overlapping", result.summary.overlapping},
                    {"touching", result.summary.touching}};
    if (result.stopped) summary["stopped"] = true;
    if (result.lint) summary["near"] = result.summary.nearMisses;
    if (result.intendedGiven) summary["intended"] = result.summary.intended;
    std::string text = ",\n  \"summary\": ";
    writePretty(summary, "  ", text);
    if (result.lint) {
        Ordered layers = Ordered::array();
        for (const CheckLayerSummary& layer : result.layers) {
            layers.push_back(Ordered{{"group", layer.group},
                                     {"shapes", layer.shapes},
                                     {"overlapping", layer.overlapping},
                                     {"touching", layer.touching},
                                     {"near", layer.nearMisses}});
        }
        text += ",\n  \"layers\": ";
        writePretty(layers, "  ", text);
    }
    out_ << text << "\n}\n";
}

std::string checkJson(const CheckResult& result) {
    std::ostringstream out;
    CheckJsonWriter writer(out);
    writer.begin(result);
    for (const CheckPair& pair : result.pairs) writer.pair(pair);
    writer.end(result);
    return out.str();
}

} // namespace sat
