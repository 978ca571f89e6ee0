package main

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// clockTicks is the unit of the CPU times in /proc (USER_HZ, 100 on Linux).
const clockTicks = 100

// cpuTimes is the CPU time spent so far by this process and by the whole machine, read
// from /proc; both are zero where /proc is not there.
type cpuTimes struct {
	self, all time.Duration
}

func readCPU() cpuTimes {
	var t cpuTimes
	if b, err := os.ReadFile("/proc/self/stat"); err == nil {
		// The fields after the command name, which is in parentheses: utime and stime
		// are the 12th and 13th of them.
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) > 12 {
			t.self = ticks(f[11]) + ticks(f[12])
		}
	}
	if b, err := os.ReadFile("/proc/stat"); err == nil {
		line, _, _ := strings.Cut(string(b), "\n")
		f := strings.Fields(line) // cpu user nice system idle iowait irq softirq steal ...
		for i, v := range f[1:] {
			if i != 3 && i != 4 && i < 8 { // all but idle and iowait, up to steal
				t.all += ticks(v)
			}
		}
	}
	return t
}

func ticks(s string) time.Duration {
	n, _ := strconv.ParseInt(s, 10, 64)
	return time.Duration(n) * time.Second / clockTicks
}

// cores tells how many cores this process and the rest of the machine (the database
// server, for one) kept busy between two readings over d.
func cores(from, to cpuTimes, d time.Duration) (self, others float64) {
	self = float64(to.self-from.self) / float64(d)
	others = float64(to.all-from.all)/float64(d) - self
	return self, max(others, 0)
}
