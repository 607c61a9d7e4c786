// SPDX-License-Identifier: MIT
// The Findings panel's actions on the editor (ui/editor/findings_actions.hpp).
#include "ui/editor/findings_actions.hpp"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <utility>
#include <vector>

#include <glm/common.hpp>

#include "sat/intended.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/model/shape_edit.hpp"
#include "ui/panels/lint_panel.hpp"

namespace ui {

void framePairBox(EditorState& state, glm::dvec2 lo, glm::dvec2 hi) {
    // Leave room for the axis lanes beside the pair, as Frame All does.
    const LayoutRect& free = state.view.layout.free; // the picture's room between the panels
    if (free.empty()) {
        state.view.transform.frame(lo, hi, 240.0 * static_cast<double>(state.view.uiScale));
    } else {
        const double margin = std::min(240.0 * static_cast<double>(state.view.uiScale),
                                       0.25 * std::min(free.width(), free.height()));
        state.view.transform.frameIn(lo, hi, free.lo, free.hi, margin);
    }
}

void frameShapes2d(EditorState& state, std::initializer_list<const sat::ShapeSpec*> shapes) {
    glm::dvec2 lo(std::numeric_limits<double>::max()), hi(std::numeric_limits<double>::lowest());
    for (const sat::ShapeSpec* spec : shapes) {
        glm::dvec2 shapeLo, shapeHi;
        boundsOf(*spec, shapeLo, shapeHi);
        lo = glm::min(lo, shapeLo);
        hi = glm::max(hi, shapeHi);
    }
    if (lo.x <= hi.x) framePairBox(state, lo, hi);
}

void inspectFinding(EditorState& state, const LintFinding& finding) {
    state.selection.set({finding.a, finding.b});
    const sat::SceneShape* a = state.document.scene().find(finding.a);
    const sat::SceneShape* b = state.document.scene().find(finding.b);
    if (!a || !b) return;
    if (sat::is3d(a->spec)) {
        frameAll3d(state, true); // the selection: the pair, as Shift+F frames it
    } else {
        frameShapes2d(state, {&a->spec, &b->spec});
    }
    state.setStatus("Inspecting " + finding.a + " × " + finding.b + " (" + findingAmount(finding) + ")");
}

void applyFindingRequest(EditorState& state) {
    std::optional<LintPanelState::Request> request = std::exchange(state.lint.request, std::nullopt);
    if (!request) return;
    using Kind = LintPanelState::Request::Kind;
    if (request->kind == Kind::Inspect) inspectFinding(state, request->finding);
    else markIntended(state, request->finding, request->kind == Kind::Mark);
}

bool stepFinding(EditorState& state, int direction) {
    LintPanelState& lint = state.lint;
    refreshFindings(lint, state.document);
    std::vector<const LintFinding*> listed = lint.report ? listedFindings(*lint.report, state.document.scene(), lint.showTouching)
                                                         : std::vector<const LintFinding*>{};
    // Intended findings are meant to be there: the keys go from problem to problem.
    const sat::IntendedFindings& intended = state.document.intended();
    listed.erase(
        std::remove_if(listed.begin(), listed.end(), [&](const LintFinding* f) { return intended.contains(f->a, f->b); }),
        listed.end());
    const int row = steppedRow(inspectedRow(listed, state.selection.names()), static_cast<int>(listed.size()), direction);
    if (row < 0) {
        state.setStatus(lint.error.empty() ? "No findings: nothing overlaps, touches or nearly touches." : lint.error);
        return false;
    }
    lint.open = true;
    lint.scrollToInspected = true;
    inspectFinding(state, *listed[static_cast<std::size_t>(row)]);
    return true;
}

bool markIntended(EditorState& state, const LintFinding& finding, bool intended) {
    if (state.watched.file().empty()) {
        state.setStatus("Save the scene first: intended findings are kept in a file next to it.", 8.0);
        return false;
    }
    if (!state.lint.intendedError.empty()) {
        state.setStatus("The intended findings' file did not load: fix or remove it first (see the Findings panel).", 8.0);
        return false;
    }
    const std::string pair = finding.a + " × " + finding.b;
    if (!state.document.setIntended(finding.a, finding.b, intended, (intended ? "Mark intended " : "Unmark intended ") + pair))
        return false;
    saveIntendedMarks(state);
    state.setStatus(pair + (intended ? " marked intended" : " no longer intended") + " (Ctrl+Z undoes).");
    return true;
}

bool toggleInspectedIntended(EditorState& state) {
    const std::vector<std::string>& selection = state.selection.names();
    if (selection.size() != 2) {
        state.setStatus("Inspect a finding first (N, or click it in the Findings panel), then I marks it intended.");
        return false;
    }
    refreshFindings(state.lint, state.document);
    if (state.lint.report) {
        for (const LintFinding& finding : state.lint.report->findings) {
            if ((finding.a == selection[0] && finding.b == selection[1]) ||
                (finding.a == selection[1] && finding.b == selection[0]))
                return markIntended(state, finding, !state.document.intended().contains(finding.a, finding.b));
        }
    }
    state.setStatus(selection[0] + " and " + selection[1] + " are no finding: nothing to mark intended.");
    return false;
}

void saveIntendedMarks(EditorState& state) {
    if (state.watched.file().empty() || !state.lint.intendedError.empty()) return;
    const std::filesystem::path sidecar = sat::intendedSidecarPath(state.watched.file());
    try {
        sat::saveIntended(state.document.intended(), sidecar);
    } catch (const std::exception& error) {
        state.modals.showMessage("Could not save the intended findings", sidecar.string() + ": " + error.what());
    }
}

void loadIntendedMarks(EditorState& state, const std::filesystem::path& file) {
    state.lint.intendedError.clear();
    try {
        state.document.resetIntended(sat::loadIntended(sat::intendedSidecarPath(file)));
    } catch (const std::exception& error) {
        state.document.resetIntended({});
        state.lint.intendedError = error.what();
        state.modals.showMessage("Intended findings not read", error.what());
    }
}

std::string findingsPanelText(const EditorState& state) {
    const LintPanelState& lint = state.lint;
    const std::vector<std::string>& selection = state.selection.names();
    std::string text = "inspected:";
    if (selection.size() == 2) text += " " + selection[0] + " " + selection[1];
    else text += " none";
    char list[96];
    std::snprintf(list, sizeof list, "\nlist: scroll %.0f height %.0f\n", static_cast<double>(lint.listScrollY),
                  static_cast<double>(lint.listHeight));
    text += list;
    LintReport report;
    try {
        report = lintScene(state.document.scene(), static_cast<double>(lint.nearDistance));
    } catch (const std::exception& error) {
        return text + "error: " + error.what() + "\n";
    }
    const std::vector<const LintFinding*> listed = listedFindings(report, state.document.scene(), lint.showTouching);
    const int inspected = inspectedRow(listed, selection);
    for (std::size_t row = 0; row < listed.size(); ++row) {
        const LintFinding& finding = *listed[row];
        text += (static_cast<int>(row) == inspected ? "> " : "  ") + finding.kind + " " + finding.a + " × " + finding.b + " " +
                findingAmount(finding) + (state.document.intended().contains(finding.a, finding.b) ? " intended" : "") + "\n";
    }
    return text;
}

} // namespace ui
