import TabsimCommands

CommandMain.run(ServeCommand.self)
