package paramfile

import "coursesite/plainjson"

// A Value is one JSON value of a parameter file with where it stands in the
// file, so that an error can point at the very number that is wrong:
// encoding/json decodes into structs without positions; package plainjson
// keeps them (and keeps encoding/json out of the page's WebAssembly, which
// reads parameter files too).
type Value = plainjson.Value

// A Member is one "key": value pair of an object.
type Member = plainjson.Member

// Kind is a JSON value's kind.
type Kind = plainjson.Kind

// The kinds of JSON value.
const (
	Object  = plainjson.Object
	Array   = plainjson.Array
	Number  = plainjson.Number
	String  = plainjson.String
	Boolean = plainjson.Boolean
	Null    = plainjson.Null
)

// maxDepth bounds how deeply a parameter file may nest: no schema needs
// more, and the tree is built recursively.
const maxDepth = 32

// parseJSON reads data as one JSON value.
func parseJSON(data []byte) (*Value, error) { return plainjson.Parse(data, maxDepth) }
