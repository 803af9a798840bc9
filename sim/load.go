package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Parse decodes and validates a parameter file; name is used in errors.
func Parse(name string, data []byte) (*Model, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var m Model
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return &m, nil
}
