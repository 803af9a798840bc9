// Command mkcourse makes a course of many lessons from the repository's
// own (package coursesite/bench/course), for measurements:
//
//	go run ./bench/mkcourse [-mix] N DIR
//
// run in the repository's root writes an N-lesson course into DIR (which
// must not exist); cd DIR && go run REPO build builds it as the repository
// builds.
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"

	"coursesite/bench/course"
)

func main() {
	mix := flag.Bool("mix", false, "make every fifth lesson a copy of the second lesson")
	repo := flag.String("repo", ".", "the repository the lessons are copied from")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: mkcourse [-mix] [-repo DIR] N DIR")
		flag.PrintDefaults()
	}
	flag.Parse()
	n, err := strconv.Atoi(flag.Arg(0))
	if flag.NArg() != 2 || err != nil {
		flag.Usage()
		os.Exit(2)
	}
	if err := course.Make(*repo, flag.Arg(1), n, *mix); err != nil {
		fmt.Fprintln(os.Stderr, "mkcourse:", err)
		os.Exit(1)
	}
}
