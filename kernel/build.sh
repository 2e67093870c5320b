#!/usr/bin/env bash
# Build a patched kernel: Debian's linux-source-VER + kernel/VER/*.patch + kernel/radar.config
# (+ kernel/VER/config when it exists).
#
#   kernel/build.sh [--kernel VER]            prepare the tree (once), apply the series, configure, build
#   kernel/build.sh [--kernel VER] --prepare  only prepare the tree and apply the series (no compile)
#   kernel/build.sh [--kernel VER] --regen    write the tree's commits since 'base' back to kernel/VER
#   kernel/build.sh [--kernel VER] --base     build the unpatched tree (tag base, same config) into
#                                             build/VER/base/obj, to record what the unpatched
#                                             kernel does
#
# VER is a folder of kernel/ holding a series (6.1, 6.12); default 6.1. The tree lives in
# $RADAR_BUILD_DIR/VER/linux (default: build/VER/linux, ignored by git) and is a git repository:
# tag 'base' is the Debian source, branch 'radar' carries the series. Edit and commit there, then
# run --regen. Objects go to build/VER/obj; the result is build/VER/obj/arch/x86/boot/bzImage.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")
ver=${RADAR_KERNEL:-6.1}
action=build
while [ $# -gt 0 ]; do
	case "$1" in
	--kernel) ver=${2:?--kernel needs a version}; shift 2 ;;
	--kernel=*) ver=${1#--kernel=}; shift ;;
	--regen | --prepare | --base) action=${1#--}; shift ;;
	*) echo "kernel/build.sh: unknown option $1 (see the header of this script)" >&2; exit 1 ;;
	esac
done
[ -f "$here/$ver/series" ] || {
	echo "kernel/build.sh: no series for kernel '$ver' (kernel/$ver/series); known: $(cd "$here" && ls -d */ | tr -d / | tr '\n' ' ')" >&2
	exit 1
}
build=${RADAR_BUILD_DIR:-$top/build}/$ver
tree=$build/linux
obj=$build/obj
patches=$here/$ver
fragment=$(realpath "${RADAR_KERNEL_CONFIG:-$here/radar.config}")
tree_fragment=$patches/config
package=linux-source-$ver
tarball=/usr/src/$package.tar.xz
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
		echo "kernel: installing $package"
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null ||
			die "cannot install $package (apt-get failed)"
	fi
	echo "kernel: unpacking $tarball into $tree (once)"
	rm -rf "$tree" "$obj"
	mkdir -p "$build"
	local tmp=$build/unpack.$$
	mkdir -p "$tmp"
	tar -C "$tmp" -xf "$tarball"
	mv "$tmp/$package" "$tree"
	rmdir "$tmp"
	git_k init -q -b radar
	git_k config gc.auto 0
	git_k add -A -f
	git_k commit -q -m "$package (Debian)"
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
				die "the tree has local work and kernel/$ver changed too; save your work (commit, then kernel/build.sh --regen) or reset the tree (git -C $tree reset --hard && rm $state)"
			echo "kernel: building local work in $tree (kernel/$ver not updated; run kernel/build.sh --kernel $ver --regen)"
			return
		fi
		[ "$want" = "$applied_hash" ] && return
	fi
	echo "kernel: applying the $ver series ($(series_list | wc -l) patches)"
	git_k checkout -q -f radar 2>/dev/null || git_k checkout -q -b radar
	git_k reset -q --hard base
	local p
	for p in $(series_list); do
		[ -f "$patches/$p" ] || die "series names $p, which is not in kernel/$ver"
		if ! git_k am -q --keep-cr "$patches/$p" >"$build/am.log" 2>&1; then
			cat "$build/am.log" >&2
			git_k am --abort >/dev/null 2>&1 || true
			die "patch does not apply: kernel/$ver/$p"
		fi
	done
	echo "$want $(git_k rev-parse HEAD)" >"$state"
}

fragments() {
	echo "$fragment"
	[ -f "$tree_fragment" ] && echo "$tree_fragment"
	return 0
}

# configure SRC OBJ [--known-only]: tinyconfig + the fragments, checked, into OBJ/.config
configure() {
	# Generated in a scratch output folder: kconfig's targets all write .config there, and
	# obj/.config is only replaced when the result differs (so make sees no change otherwise).
	local src=$1 out=$2 kc=$build/kconfig
	local frags
	mapfile -t frags < <(fragments)
	mkdir -p "$out" "$kc"
	rm -f "$kc/.config"
	make -s -C "$src" O="$kc" ARCH=x86_64 tinyconfig >/dev/null ||
		die "make tinyconfig failed"
	(cd "$src" && scripts/kconfig/merge_config.sh -m -O "$kc" "$kc/.config" "${frags[@]}" >/dev/null) ||
		die "merging ${frags[*]} failed"
	make -s -C "$src" O="$kc" ARCH=x86_64 olddefconfig >/dev/null 2>&1 ||
		die "make olddefconfig failed"
	python3 "$here/check-config.py" ${3:-} "${frags[@]}" "$kc/.config" || die "kernel config is broken (see above)"
	if ! cmp -s "$kc/.config" "$out/.config"; then
		cp "$kc/.config" "$out/.config"
	fi
}

# compile SRC OBJ LOG
compile() {
	local src=$1 out=$2 clog=$3 cc=gcc
	command -v ccache >/dev/null && cc="ccache gcc"
	echo "kernel: building $ver bzImage (log: $clog)"
	if ! make -C "$src" O="$out" ARCH=x86_64 CC="$cc" HOSTCC="$cc" -j"$jobs" bzImage >"$clog" 2>&1; then
		grep -E 'error|Error' "$clog" | head -30 >&2
		die "kernel build failed (full log: $clog)"
	fi
	if grep -q 'warning:' "$clog"; then
		grep 'warning:' "$clog" | sort -u | head -20 >&2
	fi
	echo "kernel: $out/arch/x86/boot/bzImage"
}

regen() {
	[ -d "$tree/.git" ] || die "no tree at $tree"
	[ -z "$(git_k status --porcelain --untracked-files=no)" ] || die "commit your changes in $tree first"
	rm -f "$patches"/*.patch
	git_k format-patch -q --no-signature --zero-commit --no-numbered -o "$patches" base..HEAD
	(cd "$patches" && ls -1 ./*.patch 2>/dev/null | sed 's|^\./||') >"$patches/series"
	echo "$(series_hash) $(git_k rev-parse HEAD)" >"$state"
	echo "kernel: wrote $(series_list | wc -l) patches to kernel/$ver"
}

# The unpatched tree (tag base) as a git worktree, built with the same configuration into
# base/obj: what the kernel did before the series, for recorded baselines. base/linux and
# base/obj sit like linux and obj do, so that ccache finds the objects the two share.
build_base() {
	local wt=$build/base/linux out=$build/base/obj
	if [ ! -d "$wt" ]; then
		git_k worktree prune
		git_k worktree add -q --detach "$wt" base || die "cannot check out tag base into $wt"
	fi
	local now
	now=$( (fragments | xargs cat; git -C "$wt" rev-parse HEAD) | sha256sum)
	if [ -f "$out/.radar-stamp" ] && [ -f "$out/arch/x86/boot/bzImage" ] &&
		[ "$(cat "$out/.radar-stamp")" = "$now" ]; then
		echo "kernel: up to date: $out/arch/x86/boot/bzImage"
		return
	fi
	rm -f "$out/.radar-stamp"
	configure "$wt" "$out" --known-only
	compile "$wt" "$out" "$build/base/kernel-build.log"
	echo "$now" >"$out/.radar-stamp"
}

case "$action" in
regen) regen ;;
prepare)
	prepare_tree
	apply_series
	;;
base)
	prepare_tree
	build_base
	;;
build)
	prepare_tree
	apply_series
	# Nothing changed since the last good build (config, commits, edits): skip make's long walk.
	now=$( (fragments | xargs cat; git_k rev-parse HEAD; git_k diff HEAD; git_k status --porcelain) | sha256sum)
	if [ -f "$stamp" ] && [ -f "$obj/arch/x86/boot/bzImage" ] && [ "$(cat "$stamp")" = "$now" ]; then
		echo "kernel: up to date: $obj/arch/x86/boot/bzImage"
		exit 0
	fi
	rm -f "$stamp"
	configure "$tree" "$obj"
	compile "$tree" "$obj" "$log"
	echo "$now" >"$stamp"
	;;
esac
