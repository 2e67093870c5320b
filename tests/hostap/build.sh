#!/usr/bin/env bash
# Build hostap 2.10 for its own hwsim test suite (issue 14): unpack the release tarball into the
# build folder (once) and build hostapd, hostapd_cli, hlr_auc_gw, wpa_supplicant, wpa_cli and
# wlantest with tests/hwsim/example-*.config, as hostap's tests/hwsim/README says. Incremental:
# a second run only runs make's up-to-date check.
#
#   tests/hostap/build.sh            unpack (once) and build
#
# Environment: RADAR_BUILD_DIR (default: build/), RADAR_HOSTAP_TARBALL (default:
# ../shared/hostap/hostap-2.10.tar.gz beside the repository).
# Result: $RADAR_BUILD_DIR/hostap/hostap-2.10 (tests/hwsim/ in it finds the binaries).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../.." && pwd)
build=${RADAR_BUILD_DIR:-$top/build}
tarball=${RADAR_HOSTAP_TARBALL:-$top/../shared/hostap/hostap-2.10.tar.gz}
sha256=d2239fa624e9138e78898e8f2f30efb901c63ba93e9d8f9f157cd4cf136548cc
dest=$build/hostap
src=$dest/hostap-2.10
log=$dest/build.log
jobs=$(nproc)
cc=gcc
command -v ccache >/dev/null && cc="ccache gcc"
# Debian 12's binutils (2.40) no longer has bfd_hostptr_t, which hostap 2.10's
# CONFIG_WPA_TRACE_BFD code (src/utils/trace.c) uses; hostap later switched to bfd_vma.
extra=-Dbfd_hostptr_t=bfd_vma

die() { echo "tests/hostap/build.sh: $*" >&2; exit 1; }

if [ ! -f "$src/.radar-unpacked" ] || [ "$(cat "$src/.radar-unpacked")" != "$sha256" ]; then
	[ -f "$tarball" ] || die "no hostap tarball at $tarball (set RADAR_HOSTAP_TARBALL)"
	echo "$sha256  $tarball" | sha256sum -c --quiet - 2>/dev/null ||
		die "$tarball is not hostap 2.10 as shared/hostap/README.md gives it (sha256 differs)"
	echo "hostap: unpacking $(basename "$tarball") into $dest (once)"
	rm -rf "$src" "$dest/unpack.$$"
	mkdir -p "$dest/unpack.$$"
	tar -C "$dest/unpack.$$" -xzf "$tarball"
	mv "$dest/unpack.$$/hostap-2.10" "$src"
	rmdir "$dest/unpack.$$"
	echo "$sha256" >"$src/.radar-unpacked"
fi

# The example configs, copied only when they differ (a copy would make everything rebuild).
for p in hostapd wpa_supplicant; do
	cmp -s "$src/tests/hwsim/example-$p.config" "$src/$p/.config" ||
		cp "$src/tests/hwsim/example-$p.config" "$src/$p/.config"
done

: >"$log"
mk() {
	local dir=$1
	shift
	if ! make -C "$src/$dir" QUIET=1 -j"$jobs" CC="$cc" EXTRA_CFLAGS="$extra" "$@" >>"$log" 2>&1; then
		grep -E 'error|Error' "$log" | head -20 >&2
		die "building $* in $dir failed (full log: $log)"
	fi
}
mk hostapd hostapd hostapd_cli hlr_auc_gw
mk wpa_supplicant wpa_supplicant wpa_cli
mk wlantest wlantest wlantest_cli
for b in hostapd/hostapd hostapd/hostapd_cli hostapd/hlr_auc_gw wpa_supplicant/wpa_supplicant \
	wpa_supplicant/wpa_cli wlantest/wlantest wlantest/wlantest_cli; do
	[ -x "$src/$b" ] || die "$b was not built (log: $log)"
done
# The guest sees the build folder read-only: byte-compile hostap's test modules here, with the
# guest's interpreter, or run-tests.py compiles all ~170 of them under TCG on every boot.
/usr/bin/python3 -m compileall -q "$src/tests/hwsim" "$src/wpaspy" >>"$log" 2>&1 ||
	die "byte-compiling tests/hwsim failed (log: $log)"
echo "hostap: built in $src"
