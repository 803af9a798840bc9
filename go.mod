module coursesite

go 1.26.0

require (
	github.com/alecthomas/chroma/v2 v2.27.0 // indirect
	github.com/dlclark/regexp2/v2 v2.2.1 // indirect
	github.com/evanw/esbuild v0.28.2 // indirect
	github.com/go-echarts/go-echarts/v2 v2.6.7 // indirect
	github.com/yuin/goldmark v1.8.7 // indirect
	golang.org/x/text v0.44.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
