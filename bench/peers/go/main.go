// The Go peer of `make bench` (bench/peers/README.md): the MongoDB Go driver v2's
// bson.Unmarshal / bson.Marshal into and from typed structs, over the corpus documents.
//
//	go_peer check DIR                   doc, impl, parse checksum, checksum of the written bytes
//	go_peer run DIR MS                  doc, impl, op, ns per op (each measured for about MS ms)
//	go_peer count DIR DOC IMPL OP N     N operations (for callgrind)
//	go_peer probe DIR NAME...           name, impl, accept or reject (find commands)
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"

	"go.mongodb.org/mongo-driver/v2/bson"
)

var docs = []string{
	"ycsb_find_one.declared", "find_driver.declared", "find_heavy.declared", "insert_100.declared",
}

const impl = "go_driver"

type fnv struct{ h uint64 }

func newFnv() *fnv { return &fnv{0xcbf29ce484222325} }

func (f *fnv) mix(x uint64) { f.h = (f.h ^ x) * 0x100000001b3 }

func (f *fnv) bytes(b []byte) {
	f.mix(uint64(len(b)))
	for _, c := range b {
		f.mix(uint64(c))
	}
}

func (f *fnv) str(s string)               { f.bytes([]byte(s)) }
func (f *fnv) uuid(b bson.Binary)         { f.bytes(b.Data) }
func (f *fnv) binary(b bson.Binary)       { f.mix(uint64(b.Subtype)); f.bytes(b.Data) }
func (f *fnv) timestamp(t bson.Timestamp) { f.mix(uint64(t.T)<<32 | uint64(t.I)) }
func (f *fnv) boolean(b bool) {
	if b {
		f.mix(1)
	} else {
		f.mix(2)
	}
}

// field mixes the index and then the value when the field is present.
func (f *fnv) field(i uint64, present bool, value func()) {
	if present {
		f.mix(i)
		value()
	}
}

// doc: a sub-document kept whole counts by its size; an empty one is absent.
func (f *fnv) doc(i uint64, d bson.Raw) {
	f.field(i, len(d) > 5, func() { f.mix(uint64(len(d))) })
}
func (f *fnv) boolp(i uint64, b *bool)   { f.field(i, b != nil, func() { f.boolean(*b) }) }
func (f *fnv) strp(i uint64, s *string)  { f.field(i, s != nil, func() { f.str(*s) }) }
func (f *fnv) int32p(i uint64, v *int32) { f.field(i, v != nil, func() { f.mix(uint64(int64(*v))) }) }
func (f *fnv) int64p(i uint64, v *int64) { f.field(i, v != nil, func() { f.mix(uint64(*v)) }) }

func (f *fnv) any(v bson.RawValue) {
	switch v.Type {
	case bson.TypeString:
		f.str(v.StringValue())
	case bson.TypeInt32:
		f.mix(uint64(int64(v.Int32())))
	case bson.TypeInt64:
		f.mix(uint64(v.Int64()))
	case bson.TypeEmbeddedDocument:
		f.mix(uint64(len(v.Value)))
	default:
		f.mix(0x100 | uint64(v.Type))
	}
}

type command interface{ ck(h *fnv) }

func newCommand(doc string) command {
	if strings.HasPrefix(doc, "insert") {
		return newInsert()
	}
	return &Find{}
}

func parse(doc string, b []byte) command {
	v := newCommand(doc)
	if err := bson.Unmarshal(b, v); err != nil {
		fmt.Fprintf(os.Stderr, "go_peer: %s: %v\n", doc, err)
		os.Exit(1)
	}
	return v
}

func write(v command) []byte {
	out, err := bson.Marshal(v)
	if err != nil {
		fmt.Fprintf(os.Stderr, "go_peer: write: %v\n", err)
		os.Exit(1)
	}
	return out
}

func checksum(v command) uint64 {
	h := newFnv()
	v.ck(h)
	return h.h
}

func load(dir, doc string) []byte {
	b, err := os.ReadFile(dir + "/" + doc + ".bson")
	if err != nil {
		fmt.Fprintln(os.Stderr, "go_peer:", err)
		os.Exit(1)
	}
	return b
}

var sink []byte

// run: n parses, or n writes of the document parsed once before.
func run(doc string, b []byte, op string, n int) {
	if op == "write" {
		v := parse(doc, b)
		for i := 0; i < n; i++ {
			sink = write(v)
		}
		return
	}
	for i := 0; i < n; i++ {
		v := newCommand(doc)
		if err := bson.Unmarshal(b, v); err != nil {
			os.Exit(1)
		}
	}
}

// cpuNs: CPU time of the process (the garbage collector's threads included).
func cpuNs() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Nano() + ru.Stime.Nano())
}

func measure(doc string, b []byte, op string, ms float64) (float64, int) {
	for n := 1; ; n *= 2 {
		t := cpuNs()
		run(doc, b, op, n)
		ns := cpuNs() - t
		if ns > ms*1e6/8 || n > 1<<30 {
			total := int(ms * 1e6 / (ns / float64(n)))
			if total < 1 {
				total = 1
			}
			t = cpuNs()
			run(doc, b, op, total)
			return (cpuNs() - t) / float64(total), total
		}
	}
}

func main() {
	a := os.Args
	switch {
	case len(a) == 3 && a[1] == "check":
		for _, doc := range docs {
			b := load(a[2], doc)
			v := parse(doc, b)
			fmt.Printf("%s\t%s\t%016x\t%016x\n", doc, impl, checksum(v), checksum(parse(doc, write(v))))
		}
	case len(a) == 4 && a[1] == "run":
		ms, _ := strconv.ParseFloat(a[3], 64)
		for _, doc := range docs {
			b := load(a[2], doc)
			for _, op := range []string{"parse", "write"} {
				ns, n := measure(doc, b, op, ms)
				fmt.Printf("%s\t%s\t%s\t%.2f\t%d\n", doc, impl, op, ns, n)
			}
		}
	case len(a) == 7 && a[1] == "count":
		n, _ := strconv.Atoi(a[6])
		run(a[3], load(a[2], a[3]), a[5], n)
	case len(a) > 3 && a[1] == "probe":
		for _, name := range a[3:] {
			verdict := "accept"
			if bson.Unmarshal(load(a[2], name), newCommand(name)) != nil {
				verdict = "reject"
			}
			fmt.Printf("%s\t%s\t%s\n", name, impl, verdict)
		}
	default:
		fmt.Fprintln(os.Stderr, "usage: go_peer check DIR | run DIR MS | count DIR DOC IMPL OP N")
		os.Exit(2)
	}
}
