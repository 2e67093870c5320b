#!/bin/sh
# The series builds for 32-bit access points: every C file it changes compiles for
# ARCH=i386, and no object calls libgcc's 64-bit division helpers (__udivdi3 and
# friends; ARM's __aeabi_uldivmod), which a 32-bit kernel does not link. 64-bit
# values are divided with div_u64() and friends of <linux/math64.h>.
#
#   tests/check-32bit.sh      (tree $RADAR_BUILD_DIR/$RADAR_KERNEL/linux, objects in .../k32)
#
# Exits 0 when clean, 1 when a file does not build or an object calls such a helper.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${RADAR_BUILD_DIR:-$here/build}/${RADAR_KERNEL:-6.1}
tree=$build/linux
out=$build/k32
[ -d "$tree/.git" ] || { echo "check-32bit: no kernel tree at $tree (kernel/build.sh)" >&2; exit 1; }

files=$(git -C "$tree" diff --name-only base..HEAD -- '*.c')
[ -n "$files" ] || { echo "check-32bit: the series changes no C file" >&2; exit 1; }

# tinyconfig and what the changed files need; remade when this script changes
stamp=$(sha256sum <"$0" | cut -c1-16)
if [ ! -f "$out/.config" ] || [ "$(cat "$out/.radar-stamp" 2>/dev/null)" != "$stamp" ]; then
	mkdir -p "$out"
	rm -f "$out/.radar-stamp"
	make -s -C "$tree" O="$out" ARCH=i386 tinyconfig >/dev/null
	"$tree/scripts/config" --file "$out/.config" \
		-e NET -e INET -e PCI -e DEBUG_FS -e NETDEVICES -e WLAN -e CFG80211 \
		-e CFG80211_CERTIFICATION_ONUS -e CFG80211_DEBUGFS -e MAC80211 \
		-e MAC80211_DEBUGFS -e MAC80211_HWSIM -e WLAN_VENDOR_ATH -e ATH9K \
		-e ATH9K_PCI -e ATH9K_DEBUGFS -e ATH9K_DFS_CERTIFIED -e ATH9K_DFS_MAC80211 \
		-e KUNIT -e MAC80211_KUNIT_TEST -e MAC80211_RADAR_KUNIT_TEST -e ATH9K_DFS_KUNIT_TEST
	make -s -C "$tree" O="$out" ARCH=i386 olddefconfig >/dev/null
	echo "$stamp" >"$out/.radar-stamp"
fi

objs=
for f in $files; do
	objs="$objs ${f%.c}.o"
done
if ! make -s -C "$tree" O="$out" ARCH=i386 -j"$(nproc)" $objs >"$out/build.log" 2>&1; then
	tail -n 30 "$out/build.log"
	echo "FAIL: the series does not build for ARCH=i386 (log: $out/build.log)" >&2
	exit 1
fi
rc=0
for o in $objs; do
	bad=$(nm -u "$out/$o" | grep -E '__(u?div|u?mod)di3|__aeabi_u?ldivmod' || true)
	if [ -n "$bad" ]; then
		echo "FAIL: $o calls libgcc's 64-bit division:" $bad >&2
		rc=1
	fi
done
[ $rc -eq 0 ] && echo "ok: $(echo $objs | wc -w) objects of the series build for ARCH=i386 without 64-bit division helpers"
exit $rc
