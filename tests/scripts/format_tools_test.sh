#!/usr/bin/env bash
# Tests of scripts/check-format, scripts/check-commits and scripts/commit-msg
# in throwaway git repositories: each case states the exit code it expects.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

expect() { # expect CODE DESCRIPTION COMMAND...
  local want=$1 what=$2; shift 2
  "$@" >"$work/out" 2>&1
  local got=$?
  if [[ $got -ne $want ]]; then
    echo "FAIL: $what: exit $got, expected $want"; sed 's/^/    /' "$work/out"; failures=$((failures + 1))
  else
    echo "ok: $what"
  fi
}

# A repository with SATlab's .clang-format and scripts, one commit.
new_repo() {
  local repo=$work/$1
  mkdir -p "$repo/scripts" "$repo/core"
  cp "$root/.clang-format" "$repo/"
  cp "$root/scripts/check-format" "$root/scripts/check-commits" "$root/scripts/commit-msg" "$repo/scripts/"
  printf 'int  legacy( int x ){return x;}\n' >"$repo/core/old.cpp"
  git -C "$repo" init -q
  commit "$repo" "Start"
  echo "$repo"
}
commit() { git -C "$1" add -A && git -C "$1" -c user.name=t -c user.email=t@t commit -q -m "$2"; }

repo=$(new_repo first)
expect 0 "a repository of one commit: nothing to check" "$repo/scripts/check-format"
expect 0 "a repository of one commit: no commits to check" "$repo/scripts/check-commits"

printf 'int added(int x) { return x + 1; }\n' >>"$repo/core/old.cpp"
commit "$repo" "Add a formatted line"
expect 0 "a formatted change to a file with old unformatted lines passes" "$repo/scripts/check-format"
expect 1 "--files checks the whole changed file" "$repo/scripts/check-format" --files

printf 'int  sloppy( int x ){return x;}\n' >"$repo/core/new.cpp"
expect 1 "an unformatted line not yet committed fails" "$repo/scripts/check-format"
commit "$repo" "Add an unformatted file"
expect 1 "an unformatted line in the last commit fails" "$repo/scripts/check-format"
expect 0 "the same line is left alone when the base is past it" "$repo/scripts/check-format" --base HEAD
expect 2 "an unknown base is a usage error" "$repo/scripts/check-format" --base no-such-ref

long="Make a commit whose subject runs well past the seventy-two characters allowed"
git -C "$repo" -c user.name=t -c user.email=t@t commit -q --allow-empty -m "$long"
expect 1 "a subject over 72 characters fails check-commits" "$repo/scripts/check-commits"
git -C "$repo" -c user.name=t -c user.email=t@t commit -q --allow-empty -m "Short subject" -m "Why it is done."
expect 1 "the long subject still fails from an earlier base" "$repo/scripts/check-commits" --base HEAD~2
expect 0 "commits after the base with short subjects pass" "$repo/scripts/check-commits" --base HEAD~1

printf 'Subject\n\nBody.\n' >"$work/good"
printf 'Subject\nBody without a blank line.\n' >"$work/noblank"
printf '%s\n' "$long" >"$work/long"
printf '# only a comment\n\n' >"$work/empty"
expect 0 "commit-msg: a short subject and a body" "$root/scripts/commit-msg" "$work/good"
expect 1 "commit-msg: no blank line before the body" "$root/scripts/commit-msg" "$work/noblank"
expect 1 "commit-msg: a subject over 72 characters" "$root/scripts/commit-msg" "$work/long"
expect 1 "commit-msg: an empty subject" "$root/scripts/commit-msg" "$work/empty"

if [[ $failures -gt 0 ]]; then echo "format_tools_test: $failures failed"; exit 1; fi
echo "format_tools_test: all passed"
