#!/bin/bash
# The nl80211 ABI is upstream's (issue 13): every nl80211 attribute number that upstream 6.12
# defines above 6.1's last one (326..333), a few beyond, and the command numbers above 6.1's
# last one (154..160) get exactly the answers the unpatched kernel of the same tree and config
# gives. The answers of the unpatched kernel are recorded in nl80211-abi-VER.expected:
#   kernel/build.sh --kernel VER --base
#   tests/qemu/run --kernel build/VER/base/obj/arch/x86/boot/bzImage --output /tmp/abi.txt \
#       tests/guest/nl80211-abi.sh --record      # (in the meson build folder), then
#   sed -n 's/^abi: //p' /tmp/abi.txt >tests/guest/nl80211-abi-VER.expected
. "$(dirname "$0")/radar-lib.sh"

NLPROBE=$(find_tool nlprobe) || die "nlprobe not found (build it with meson)"
ver=$(uname -r | cut -d. -f1,2)
expected=$top/tests/guest/nl80211-abi-$ver.expected

{
	"$NLPROBE" attrs 326 340 || die "nlprobe attrs failed"
	"$NLPROBE" cmds 154 160 || die "nlprobe cmds failed"
} >"$T/abi.txt"

if [ "${1:-}" = --record ]; then
	sed 's/^/abi: /' "$T/abi.txt"
	echo "nl80211-abi: recorded $(wc -l <"$T/abi.txt") answers of $(uname -r)"
	exit 0
fi
[ -f "$expected" ] || die "no recorded answers for Linux $ver ($expected)"
if ! diff -u "$expected" "$T/abi.txt" >"$T/abi.diff"; then
	cat "$T/abi.diff" >&2
	die "nl80211 answers differ from the unpatched kernel's"
fi
pass "$(wc -l <"$T/abi.txt") nl80211 attribute and command numbers answered as by the unpatched $ver kernel"
echo "nl80211-abi: all checks passed"
