// SPDX-License-Identifier: MIT
// The readable table of `satlab check` (without --json).

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <ostream>
#include <sstream>

#include "sat/check.hpp"

namespace sat {

namespace {
using Row = std::vector<std::string>;

/// The shortest decimal that reads back as the same double (a float result
/// was widened from its own shortest decimal, so it prints as that): a gap
/// of 1e-13 prints as 1e-13, never as 0, and 5032.000000000001 is not
/// shown as 5032.
std::string number(double value) {
    if (value == 0.0) return "0"; // also -0
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return std::string(buffer, end);
}

std::string vector(const std::vector<double>& v) {
    std::string text = "(";
    for (std::size_t i = 0; i < v.size(); ++i) text += (i == 0 ? "" : ", ") + number(v[i]);
    return text + ")";
}

// Strings are built by appending: g++ 12 -O3 warns falsely (-Wrestrict, PR
// 105651) on `"literal" + std::string`.
std::string intervalText(const Interval<double>& i) {
    std::string text = "[";
    text += number(i.min);
    text += ", ";
    text += number(i.max);
    return text + "]";
}

/// Display width of UTF-8 text: its code points (labels hold "×", two bytes).
std::size_t displayWidth(const std::string& text) {
    const auto startsCodePoint = [](char c) { return (static_cast<unsigned char>(c) & 0xC0U) != 0x80U; };
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), startsCodePoint));
}

/// Columns padded to their widest cell, separated by two spaces.
std::string aligned(const std::vector<Row>& rows, const std::string& indent) {
    std::vector<std::size_t> widths;
    for (const Row& row : rows) {
        widths.resize(std::max(widths.size(), row.size()));
        for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], displayWidth(row[c]));
    }
    std::string text;
    for (const Row& row : rows) {
        std::string line = indent;
        for (std::size_t c = 0; c < row.size(); ++c) {
            line += row[c];
            if (c + 1 < row.size()) line += std::string(widths[c] - displayWidth(row[c]) + 2, ' ');
        }
        line.erase(line.find_last_not_of(' ') + 1); // an empty last cell leaves no trailing blanks
        text += line + "\n";
    }
    return text;
}

std::string axisNote(const CheckAxis& axis, std::size_t index, int firstSeparating) {
    if (axis.degenerate) return "degenerate: " + axis.degenerateReason;
    std::string note = axis.separating ? "separating" : "";
    if (static_cast<int>(index) == firstSeparating) note += " (first)";
    if (axis.duplicate) note += std::string(note.empty() ? "" : ", ") + "duplicate";
    return note;
}

std::string axesTable(const CheckPair& pair) {
    std::vector<Row> rows{{"#", "source", "axis", "A", "B", "separation", ""}};
    for (std::size_t i = 0; i < pair.axes.size(); ++i) {
        const CheckAxis& axis = pair.axes[i];
        rows.push_back({std::to_string(i), axis.source, vector(axis.axis), intervalText(axis.a), intervalText(axis.b),
                        number(axis.separation), axisNote(axis, i, pair.firstSeparatingAxis)});
    }
    return aligned(rows, "    ");
}

Row pairRow(const CheckPair& pair) {
    const std::string first = pair.firstSeparatingAxis < 0
                                  ? "-"
                                  : std::to_string(pair.firstSeparatingAxis) + " " +
                                        pair.axes[static_cast<std::size_t>(pair.firstSeparatingAxis)].source;
    // A near miss is separated, but it is listed because it is close: say so.
    std::string verdict = pair.nearMiss ? "near miss" : toString(pair.verdict);
    if (pair.intended) verdict += " (intended)";
    return {pair.a, pair.b, verdict, number(pair.separation), number(pair.depth), vector(pair.normal), first};
}

/// "3 pairs tested", or for a whole scene whose broad phase ruled pairs out
/// without a SAT test, "4999950000 pairs checked (11178 with meeting bounds
/// tested)": the count alone would read as if every pair went through the SAT.
std::string pairsChecked(const CheckResult& result) {
    const std::int64_t all = result.summary.pairsTested;
    const std::size_t tested = result.timings.candidates;
    if (all <= 1 || tested >= static_cast<std::size_t>(all))
        return std::to_string(all) + (all == 1 ? " pair" : " pairs") + " tested";
    return std::to_string(all) + " pairs checked (" + std::to_string(tested) + " with meeting bounds tested)";
}

/// "; 2 intended, left out (--all lists them)" when intended findings were given.
std::string intendedNote(const CheckResult& result) {
    if (!result.intendedGiven) return {};
    return "; " + std::to_string(result.summary.intended) + " intended" +
           (result.intendedListed ? ", listed and counted (--all)" : ", left out (--all lists them)");
}

std::string heading(const CheckResult& result) {
    const CheckSummary& s = result.summary;
    std::string pairs = pairsChecked(result);
    if (result.stopped) pairs += " (stopped at the first overlap: --fail-on-overlap)";
    return std::to_string(s.shapes) + " shapes (" + std::to_string(result.dimension) + "D), " + pairs + ": " +
           std::to_string(s.overlapping) + " overlapping, " + std::to_string(s.touching) + " touching (" +
           (result.precision == Precision::Float ? "float" : "double") + ", tolerance " + number(result.tolerance) + ")" +
           intendedNote(result) + "\n";
}

const Row kPairHeader{"A", "B", "verdict", "separation", "depth", "normal", "first separating axis"};

/// The pairs as one aligned table, or with axes a block per pair (its line, then its axes).
std::string pairsText(const std::vector<CheckPair>& pairs) {
    const bool anyAxes = std::any_of(pairs.begin(), pairs.end(), [](const CheckPair& p) { return p.withAxes; });
    if (!anyAxes) {
        std::vector<Row> rows{kPairHeader};
        for (const CheckPair& pair : pairs) rows.push_back(pairRow(pair));
        std::string text = "\n"; // appended: g++ 12 -O3 warns falsely (-Wrestrict) on "literal" + std::string
        text += aligned(rows, "");
        return text;
    }
    std::string text;
    for (const CheckPair& pair : pairs) {
        text += "\n";
        text += aligned({kPairHeader, pairRow(pair)}, "");
        if (pair.withAxes) text += axesTable(pair);
    }
    return text;
}
} // namespace

void CheckTableWriter::begin(const CheckResult& result) {
    header_ = result;
    held_.clear();
    streaming_ = false;
}

void CheckTableWriter::pair(const CheckPair& pair) {
    if (held_.size() == kTableRowsHeld) {
        if (!streaming_) { // too many to hold until the counts are known: what is checked first, the counts last
            const CheckResult& r = header_;
            out_ << r.summary.shapes << " shapes (" << r.dimension << "D), "
                 << (r.precision == Precision::Float ? "float" : "double") << ", tolerance " << number(r.tolerance)
                 << ": more than " << kTableRowsHeld << " pairs to list, in blocks; the counts follow them\n";
            streaming_ = true;
        }
        flushBlock();
    }
    held_.push_back(pair);
}

void CheckTableWriter::flushBlock() {
    out_ << pairsText(held_);
    held_.clear();
}

void CheckTableWriter::end(const CheckResult& result) {
    if (streaming_) {
        if (!held_.empty()) flushBlock();
        out_ << '\n' << heading(result);
    } else {
        out_ << heading(result);
        out_ << (held_.empty() ? std::string("no pair overlaps or touches\n") : pairsText(held_));
        held_.clear();
    }
    if (lintLines_) out_ << lintTable(result);
}

std::string checkTable(const CheckResult& result) {
    std::ostringstream out;
    CheckTableWriter writer(out, false);
    writer.begin(result);
    for (const CheckPair& pair : result.pairs) writer.pair(pair);
    writer.end(result);
    return out.str();
}

} // namespace sat
