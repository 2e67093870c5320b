#!/usr/bin/env bash
# Build the patched kernel: Debian's linux-source-6.1 + kernel/patches + kernel/radar.config.
#
#   kernel/build.sh            prepare the tree (once), apply the series, configure, build bzImage
#   kernel/build.sh --prepare  only prepare the tree and apply the series (no compile)
#   kernel/build.sh --regen    write the tree's commits since 'base' back to kernel/patches
#
# The tree lives in $RADAR_BUILD_DIR/linux (default: build/linux, ignored by git) and is a git
# repository: tag 'base' is the Debian source, branch 'radar' carries the series. Edit and commit
# there, then run --regen. Objects go to $RADAR_BUILD_DIR/obj; the result is obj/arch/x86/boot/bzImage.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")
build=${RADAR_BUILD_DIR:-$top/build}
tree=$build/linux
obj=$build/obj
patches=$here/patches
fragment=$(realpath "${RADAR_KERNEL_CONFIG:-$here/radar.config}")
tarball=/usr/src/linux-source-6.1.tar.xz
state=$tree/.git/radar-applied
log=$build/kernel-build.log
stamp=$obj/.radar-stamp
jobs=$(($(nproc) + 1))

export KBUILD_BUILD_TIMESTAMP='2026-01-01 00:00:00 UTC' KBUILD_BUILD_USER=radar KBUILD_BUILD_HOST=radar
export CCACHE_BASEDIR=$build CCACHE_NOHASHDIR=1 CCACHE_COMPILERCHECK=content
git_k() { git -C "$tree" -c user.name=radar-build -c user.email=radar-build@localhost -c commit.gpgsign=false "$@"; }
die() { echo "kernel/build.sh: $*" >&2; exit 1; }

series_list() { grep -v '^\s*\(#\|$\)' "$patches/series" 2>/dev/null || true; }
series_hash() { (series_list | while read -r p; do cat "$patches/$p"; done) | sha256sum | cut -d' ' -f1; }

prepare_tree() {
	[ -d "$tree/.git" ] && git_k rev-parse -q --verify base >/dev/null && return
	if [ ! -f "$tarball" ]; then
		echo "kernel: installing linux-source-6.1"
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq linux-source-6.1 >/dev/null ||
			die "cannot install linux-source-6.1 (apt-get failed)"
	fi
	echo "kernel: unpacking $tarball into $tree (once)"
	rm -rf "$tree" "$obj"
	mkdir -p "$build"
	local tmp=$build/unpack.$$
	mkdir -p "$tmp"
	tar -C "$tmp" -xf "$tarball"
	mv "$tmp"/linux-source-6.1 "$tree"
	rmdir "$tmp"
	git_k init -q -b radar
	git_k config gc.auto 0
	git_k add -A -f
	git_k commit -q -m "linux-source-6.1 (Debian)"
	# Debian's packaging ignores every top-level entry, which hides new files from git.
	python3 - "$tree/.gitignore" <<-'EOF'
		import sys
		p = sys.argv[1]
		s = open(p).read()
		i = s.find('#\n# Debian packaging')
		if i >= 0:
		    open(p, 'w').write(s[:i])
	EOF
	git_k commit -q -am "Drop Debian's top-level ignore rule so that new files show up"
	git_k tag base
}

apply_series() {
	local want head
	want=$(series_hash)
	head=$(git_k rev-parse HEAD)
	if [ -f "$state" ]; then
		read -r applied_hash applied_head <"$state"
		local dirty=
		[ -n "$(git_k status --porcelain --untracked-files=no)" ] && dirty=1
		if [ "$head" != "$applied_head" ] || [ -n "$dirty" ]; then
			[ "$want" = "$applied_hash" ] ||
				die "the tree has local work and kernel/patches changed too; save your work (commit, then kernel/build.sh --regen) or reset the tree (git -C $tree reset --hard && rm $state)"
			echo "kernel: building local work in $tree (kernel/patches not updated; run kernel/build.sh --regen)"
			return
		fi
		[ "$want" = "$applied_hash" ] && return
	fi
	echo "kernel: applying the series ($(series_list | wc -l) patches)"
	git_k checkout -q -f radar 2>/dev/null || git_k checkout -q -b radar
	git_k reset -q --hard base
	local p
	for p in $(series_list); do
		[ -f "$patches/$p" ] || die "series names $p, which is not in kernel/patches"
		if ! git_k am -q --keep-cr "$patches/$p" >"$build/am.log" 2>&1; then
			cat "$build/am.log" >&2
			git_k am --abort >/dev/null 2>&1 || true
			die "patch does not apply: kernel/patches/$p"
		fi
	done
	echo "$want $(git_k rev-parse HEAD)" >"$state"
}

configure() {
	# Generated in a scratch output folder: kconfig's targets all write .config there, and
	# obj/.config is only replaced when the result differs (so make sees no change otherwise).
	local kc=$build/kconfig
	mkdir -p "$obj" "$kc"
	rm -f "$kc/.config"
	make -s -C "$tree" O="$kc" ARCH=x86_64 tinyconfig >/dev/null ||
		die "make tinyconfig failed"
	(cd "$tree" && scripts/kconfig/merge_config.sh -m -O "$kc" "$kc/.config" "$fragment" >/dev/null) ||
		die "merging $fragment failed"
	make -s -C "$tree" O="$kc" ARCH=x86_64 olddefconfig >/dev/null 2>&1 ||
		die "make olddefconfig failed"
	python3 "$here/check-config.py" "$fragment" "$kc/.config" || die "kernel config is broken (see above)"
	if ! cmp -s "$kc/.config" "$obj/.config"; then
		cp "$kc/.config" "$obj/.config"
	fi
}

compile() {
	local cc=gcc
	command -v ccache >/dev/null && cc="ccache gcc"
	echo "kernel: building bzImage (log: $log)"
	if ! make -C "$tree" O="$obj" ARCH=x86_64 CC="$cc" HOSTCC="$cc" -j"$jobs" bzImage >"$log" 2>&1; then
		grep -E 'error|Error' "$log" | head -30 >&2
		die "kernel build failed (full log: $log)"
	fi
	if grep -q 'warning:' "$log"; then
		grep 'warning:' "$log" | sort -u | head -20 >&2
	fi
	echo "kernel: $obj/arch/x86/boot/bzImage"
}

regen() {
	[ -d "$tree/.git" ] || die "no tree at $tree"
	[ -z "$(git_k status --porcelain --untracked-files=no)" ] || die "commit your changes in $tree first"
	rm -f "$patches"/*.patch
	git_k format-patch -q --no-signature --zero-commit --no-numbered -o "$patches" base..HEAD
	(cd "$patches" && ls -1 ./*.patch 2>/dev/null | sed 's|^\./||') >"$patches/series"
	echo "$(series_hash) $(git_k rev-parse HEAD)" >"$state"
	echo "kernel: wrote $(series_list | wc -l) patches to kernel/patches"
}

case "${1:-}" in
--regen) regen ;;
--prepare)
	prepare_tree
	apply_series
	;;
"")
	prepare_tree
	apply_series
	# Nothing changed since the last good build (config, commits, edits): skip make's long walk.
	now=$( (cat "$fragment"; git_k rev-parse HEAD; git_k diff HEAD; git_k status --porcelain) | sha256sum)
	if [ -f "$stamp" ] && [ -f "$obj/arch/x86/boot/bzImage" ] && [ "$(cat "$stamp")" = "$now" ]; then
		echo "kernel: up to date: $obj/arch/x86/boot/bzImage"
		exit 0
	fi
	rm -f "$stamp"
	configure
	compile
	echo "$now" >"$stamp"
	;;
*) die "unknown option $1 (see the header of this script)" ;;
esac
