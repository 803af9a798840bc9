// Package sim holds the course's models, one package a lesson's model
// (sim/butce for "Zaman Aşımı Bütçeleri", …); importing it registers them
// all with package model. The program and the page's in-browser model
// import it; the engine never does, and names none of them.
//
// A new model is a package here that registers itself in its init
// function, and a line below: `go run . new NAME` writes both (AUTHORING.md,
// "A new model").
package sim

import (
	_ "coursesite/sim/butce"      // Zaman Aşımı Bütçeleri
	_ "coursesite/sim/geribasinc" // Geri Basınç
)
