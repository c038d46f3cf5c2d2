#!/usr/bin/env bash
# npm test's first step (package.json "pretest", also run by .ci/run through npm test): the end-to-end
# tests drive Debian's chromium and the PostgreSQL tests start a throwaway cluster of Debian's postgresql.
# Installs them with apt-get when missing, and says so; does nothing when both are there.
# TKR_SKIP_TEST_DEPS=1 skips the check (those tests then fail and say what is missing).
set -euo pipefail
if [ "${TKR_SKIP_TEST_DEPS:-}" = "1" ]; then exit 0; fi
missing=()
# Never a downloaded browser: Debian's chromium (or $CHROMIUM_PATH).
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then :
elif [ ! -x /usr/bin/chromium ]; then missing+=(chromium fonts-liberation); fi
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then missing+=(postgresql); fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "npm test needs Debian's ${missing[*]} (end-to-end and PostgreSQL tests): installing with apt-get"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "apt-get is not available: install ${missing[*]} by hand (see README.md), or set TKR_SKIP_TEST_DEPS=1" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "installed: ${missing[*]}"
