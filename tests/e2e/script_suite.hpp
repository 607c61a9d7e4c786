// SPDX-License-Identifier: MIT
#pragma once
// A test suite whose tests all look at the results of one script run: the
// script runs once, before the suite's first test, in a sandbox the tests
// share (screenshots, dumps, stderr), and every test fails at once when it
// did not exit with 0.
//
//   class LessonWindow : public e2e::ScriptSuite<LessonWindow> {
//   public:
//       static e2e::RunResult runOnce(const e2e::Sandbox& sandbox) { return sandbox.runScript(...); }
//   };

#include <string>

#include <gtest/gtest.h>

#include "satlab_process.hpp"

namespace e2e {

template <class Suite> class ScriptSuite : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        sandbox = new Sandbox;
        const RunResult run = Suite::runOnce(*sandbox);
        exitCode = run.exitCode;
        errors = run.errors;
    }
    static void TearDownTestSuite() {
        delete sandbox;
        sandbox = nullptr;
    }
    void SetUp() override { ASSERT_EQ(exitCode, 0) << errors; }

    static inline Sandbox* sandbox = nullptr;
    static inline int exitCode = -1;
    static inline std::string errors; ///< the run's stderr (pixel-of lines, notes)
};

} // namespace e2e
