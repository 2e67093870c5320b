#!/bin/bash
# Guest side of scripts/demo: show the radios and the DFS state of their 5 GHz channels.
. "$(dirname "$0")/lib.sh"
region=${1:-DE}
ip link set wlan0 up
set_region "$region"
echo "== regulatory domain"
iw reg get | sed -n '/^global/,/^$/p'
echo "== radios"
iw dev
for phy in $(iw phy | awk '/^Wiphy/ {print $2}'); do
	echo "== $phy: 5 GHz channels"
	iw phy "$phy" channels | awk '
		function flush() { if (ch != "") printf "  %-16s %s\n", ch, (dfs == "" ? "no DFS" : "DFS, " dfs) }
		/^[ \t]*\* [0-9]+ MHz/ { flush(); ch = ""; dfs = ""; if ($2 >= 5000 && $2 < 5900) ch = $2 " MHz " $4; next }
		/DFS state:/ { dfs = "state " $3 }
		END { flush() }'
done
