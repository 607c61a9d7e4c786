// SPDX-License-Identifier: MIT
// The script language's parser (app/script/script.cpp), without a window.
#include <gtest/gtest.h>

#include <SDL_scancode.h>

#include "app/script/script.hpp"

namespace {

app::Script parse(const std::string& text) { return app::parseScript(text, "s.txt", "/base"); }

std::string errorOf(const std::string& text) {
    try {
        parse(text);
    } catch (const app::ScriptError& error) {
        return error.what();
    }
    return "(no error)";
}

TEST(ScriptParse, CommentsAndBlankLinesAreSkippedAndLinesCounted) {
    const auto script = parse("# a comment\n\n  wait 3   # trailing comment\nquit\n");
    ASSERT_EQ(script.commands.size(), 2u);
    EXPECT_EQ(script.commands[0].line, 3);
    EXPECT_EQ(std::get<app::cmd::Wait>(script.commands[0].action).frames, 3);
    EXPECT_EQ(script.commands[1].line, 4);
    EXPECT_TRUE(std::holds_alternative<app::cmd::Quit>(script.commands[1].action));
}

TEST(ScriptParse, DragStepsDefaultToTen) {
    const auto drag = std::get<app::cmd::Drag>(parse("drag 1 2 30 -40").commands[0].action);
    EXPECT_EQ(drag.x1, 1);
    EXPECT_EQ(drag.y1, 2);
    EXPECT_EQ(drag.x2, 30);
    EXPECT_EQ(drag.y2, -40);
    EXPECT_EQ(drag.steps, app::kDefaultDragSteps);
    EXPECT_EQ(std::get<app::cmd::Drag>(parse("drag 1 2 3 4 25").commands[0].action).steps, 25);
}

TEST(ScriptParse, RelativePathsResolveAgainstTheScriptFolder) {
    const auto save = std::get<app::cmd::Save>(parse("save out/a.json").commands[0].action);
    EXPECT_EQ(save.file, std::filesystem::path("/base/out/a.json"));
    const auto shot = std::get<app::cmd::Screenshot>(parse("screenshot /tmp/x.png").commands[0].action);
    EXPECT_EQ(shot.file, std::filesystem::path("/tmp/x.png"));
}

TEST(ScriptParse, QuotedArgumentsKeepBlanks) {
    const auto open = std::get<app::cmd::Open>(parse("open \"my scenes/a \\\"b\\\".json\"").commands[0].action);
    EXPECT_EQ(open.file, std::filesystem::path("/base/my scenes/a \"b\".json"));
}

TEST(ScriptParse, SelectTakesOneOrTwoNames) {
    const auto one = std::get<app::cmd::Select>(parse("select A").commands[0].action);
    EXPECT_EQ(one.nameA, "A");
    EXPECT_EQ(one.nameB, "");
    const auto two = std::get<app::cmd::Select>(parse("select A B").commands[0].action);
    EXPECT_EQ(two.nameB, "B");
}

TEST(ScriptParse, MouseButtonsByNameOrNumber) {
    EXPECT_EQ(std::get<app::cmd::MouseDown>(parse("mouse-down right").commands[0].action).button, app::MouseButton::Right);
    EXPECT_EQ(std::get<app::cmd::MouseUp>(parse("mouse-up 2").commands[0].action).button, app::MouseButton::Middle);
}

TEST(ScriptParse, UnknownCommandNamesFileAndLine) { EXPECT_EQ(errorOf("wait 1\nfly 3\n"), "s.txt:2: unknown command 'fly'"); }

TEST(ScriptParse, WrongArgumentCountShowsUsage) {
    EXPECT_EQ(errorOf("mouse-move 10\n"), "s.txt:1: wrong number of arguments; usage: mouse-move X Y");
}

TEST(ScriptParse, NonNumberArgumentIsAnError) {
    EXPECT_EQ(errorOf("wait soon\n"), "s.txt:1: FRAMES must be a whole number, got 'soon'");
}

TEST(ScriptParse, ZeroWindowSizeIsAnError) { EXPECT_EQ(errorOf("window 0 600\n"), "s.txt:1: W must be in 1..8192, got 0"); }

TEST(ScriptParse, UnterminatedQuoteIsAnError) { EXPECT_EQ(errorOf("save \"a.json\n"), "s.txt:1: unterminated quote"); }

TEST(ScriptParse, LongTokenIsCutInTheMessageWithItsLength) {
    const std::string message = errorOf(std::string("wait ").append(5000, '7').append("x\n"));
    EXPECT_EQ(message,
              std::string("s.txt:1: FRAMES must be a whole number, got '").append(200, '7').append("\xE2\x80\xA6' (5001 bytes)"));
}

TEST(ScriptParse, CutMessagesKeepWholeUtf8Characters) {
    // 199 ASCII bytes, then two-byte characters: byte 200 is the first half of one, so the cut comes before it.
    std::string token(199, 'a');
    for (int i = 0; i < 2; ++i) token += "\xC3\xA9";
    EXPECT_EQ(app::quoteForMessage(token), std::string("'").append(199, 'a').append("\xE2\x80\xA6' (203 bytes)"));
}

TEST(ScriptParse, ShortTokensAreQuotedWhole) {
    EXPECT_EQ(app::quoteForMessage(std::string(200, 'a')), std::string("'").append(200, 'a').append("'"));
}

TEST(KeyChord, CtrlZ) {
    const auto chord = app::parseKeyChord("ctrl+z");
    EXPECT_TRUE(chord.ctrl);
    EXPECT_FALSE(chord.shift);
    EXPECT_EQ(chord.scancode, SDL_SCANCODE_Z);
}

TEST(KeyChord, ModifiersInAnyOrderAndCase) {
    const auto chord = app::parseKeyChord("Shift+CTRL+z");
    EXPECT_TRUE(chord.ctrl);
    EXPECT_TRUE(chord.shift);
    EXPECT_EQ(chord.scancode, SDL_SCANCODE_Z);
}

TEST(KeyChord, NamedKeys) {
    EXPECT_EQ(app::parseKeyChord("delete").scancode, SDL_SCANCODE_DELETE);
    EXPECT_EQ(app::parseKeyChord("left").scancode, SDL_SCANCODE_LEFT);
    EXPECT_EQ(app::parseKeyChord("enter").scancode, SDL_SCANCODE_RETURN);
    EXPECT_EQ(app::parseKeyChord("esc").scancode, SDL_SCANCODE_ESCAPE);
    EXPECT_EQ(app::parseKeyChord("f1").scancode, SDL_SCANCODE_F1);
    EXPECT_EQ(app::parseKeyChord("q").scancode, SDL_SCANCODE_Q);
}

TEST(KeyChord, UnknownModifierIsRejected) { EXPECT_THROW(app::parseKeyChord("hyper+z"), std::invalid_argument); }

TEST(KeyChord, UnknownKeyIsRejected) {
    EXPECT_THROW(app::parseKeyChord("ctrl+nosuchkey"), std::invalid_argument);
    EXPECT_THROW(app::parseKeyChord("ctrl+"), std::invalid_argument);
}

} // namespace
